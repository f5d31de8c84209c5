import { Agent, request } from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent as written: no normalisation of dots, slashes or percent escapes. */
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const agent = new Agent({ keepAlive: true, maxSockets: 50 });

/**
 * One request over node:http rather than fetch, which would tidy the path, refuse some methods and
 * headers, and add its own; a server that hangs fails the request after `timeoutMs`.
 */
export function sendRaw(origin: string, raw: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        hostname,
        port,
        method: raw.method,
        path: raw.path,
        headers: raw.body ? { ...raw.headers, 'content-length': raw.body.length } : raw.headers,
        timeout: timeoutMs,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(raw.body);
  });
}
