import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  reply_to?: string;
}

export interface MailEndpoint {
  /** What the function is pointed at: RESEND_API_KEY and RESEND_API_BASE. */
  env: Record<string, string>;
  /** The mails it accepted, in order. */
  sent: SentMail[];
  stop(): Promise<void>;
}

/**
 * A stand-in for Resend's HTTP API (`POST /emails`), the outside world the deployed functions mail through:
 * it accepts each mail after `delayMs`, or refuses every one with a 502 saying `failWith`. A fake at the edge of the
 * world; the function under test is the deployed one, reaching it over HTTP.
 */
export async function startMailEndpoint({
  delayMs = 0,
  failWith,
}: { delayMs?: number; failWith?: string } = {}): Promise<MailEndpoint> {
  const sent: SentMail[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      setTimeout(() => {
        if (failWith || request.method !== 'POST' || request.url !== '/emails') {
          response
            .writeHead(502, { 'Content-Type': 'text/plain' })
            .end(failWith ?? 'unknown route');
          return;
        }
        sent.push(JSON.parse(body) as SentMail);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"sent"}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { RESEND_API_KEY: 're_test_stand_in', RESEND_API_BASE: `http://127.0.0.1:${port}` },
    sent,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
