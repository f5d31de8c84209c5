import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { startTestServer, uniqueEmail } from '../support/harness.ts';

/*
 * The dev mailbox holds every confirmation and reset link. A web page the developer happens to visit must
 * not be able to read or clear it: not across origins, and not by pointing its own name at 127.0.0.1.
 */

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** A raw HTTP request, since fetch will not send a Host header of the caller's choosing. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method, headers },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function mailSomeone(): string {
  const to = uniqueEmail('mailbox');
  server.mailbox.deliver({ to, subject: 'Reset', text: 'http://x/reset?token=secret', html: '' });
  return to;
}

describe('a web page on another origin', () => {
  it('gets no CORS permission to read or clear the mailbox', async () => {
    mailSomeone();
    const origin = 'https://attacker.example';
    for (const path of ['/__dev/mail', '/__dev/mail/ui', '/__dev/mail?to=a@b.co']) {
      const read = await send('GET', path, { origin });
      expect(read.status).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    }
    const preflight = await send('OPTIONS', '/__dev/mail', {
      origin,
      'access-control-request-method': 'DELETE',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('still gets CORS permission for the public APIs', async () => {
    const settings = await send('GET', '/auth/v1/settings', {
      origin: 'http://127.0.0.1:4173',
      apikey: server.anonKey,
    });
    expect(settings.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4173');
  });
});

describe('a page whose own name points at 127.0.0.1 (DNS rebinding)', () => {
  it('can neither read nor clear the mailbox', async () => {
    const to = mailSomeone();
    for (const host of [
      'attacker.example',
      'attacker.example:54321',
      '127.0.0.1.attacker.example',
    ]) {
      for (const path of ['/__dev/mail', '/__dev/mail/ui']) {
        const read = await send('GET', path, { host });
        expect(read.status).toBe(403);
        expect(read.body).not.toContain('token=secret');
        expect(JSON.parse(read.body)).toMatchObject({ error: 'forbidden_host' });
      }
      expect((await send('DELETE', '/__dev/mail', { host })).status).toBe(403);
    }
    expect(server.mailbox.list(to)).toHaveLength(1);
    for (const host of ['127.0.0.1', `127.0.0.1:${new URL(server.url).port}`, 'localhost:1']) {
      expect((await send('GET', '/__dev/mail', { host })).status).toBe(200);
    }
  });
});

describe('a server started on a public address', () => {
  it('refuses to run with the well-known default JWT secret', async () => {
    await expect(
      startLocalSupabase({ host: '0.0.0.0', port: 0, dataDir: 'memory', logger: false }),
    ).rejects.toThrow(/default JWT secret/);
  });

  it('runs with a JWT secret of its own', async () => {
    const own = await startLocalSupabase({
      host: '0.0.0.0',
      port: 0,
      dataDir: 'memory',
      logger: false,
      keys: { jwtSecret: 'a-jwt-secret-of-our-own-that-is-long-enough' },
    });
    await own.stop();
  });
});
