import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { clientFor, serviceClient, startTestServer, uniqueEmail } from '../support/harness.ts';

let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const studio = 'hello@outpace.studio';

function post(target: LocalSupabase, body: string, contentType = 'application/json') {
  return fetch(`${target.url}/functions/v1/contact-request`, {
    method: 'POST',
    headers: { apikey: target.anonKey, 'Content-Type': contentType },
    body,
  });
}

const valid = () => ({
  name: 'Ada Lovelace',
  email: uniqueEmail('contact'),
  need: 'A landing page for our launch in March.',
  estimate: '$4,800 for Growth: SEO, Ads',
});

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('contact-request', () => {
  it('stores the request, answers success and mails the studio with the estimate', async () => {
    const request = valid();
    const { data, error } = await clientFor(server).functions.invoke('contact-request', {
      body: { ...request, email: ` ${request.email.toUpperCase()} ` },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true });

    const rows = await serviceClient(server)
      .from('contact_requests')
      .select('name, email, need, estimate')
      .eq('email', request.email);
    expect(rows.data).toEqual([request]);

    await expect
      .poll(() => server.mailbox.list(studio).filter((m) => m.text.includes(request.email)))
      .toHaveLength(1);
    const [mail] = server.mailbox.list(studio).filter((m) => m.text.includes(request.email));
    expect(mail?.subject).toBe('Call request from Ada Lovelace');
    expect(mail?.text).toContain('Estimate: $4,800 for Growth: SEO, Ads');
    expect(mail?.text).toContain('Needs: A landing page for our launch in March.');
  });

  it('takes a request without an estimate', async () => {
    const { estimate: _none, ...request } = valid();
    expect(await answer(await post(server, JSON.stringify(request)))).toEqual({
      status: 200,
      body: { success: true },
    });
    await expect
      .poll(() => server.mailbox.list(studio).filter((m) => m.text.includes(request.email)))
      .toHaveLength(1);
    expect(server.mailbox.list(studio).find((m) => m.text.includes(request.email))?.text).toContain(
      'Estimate: none made',
    );
  });

  it.each([
    ['a missing name', { name: undefined }, /^A name of 1 to 100 characters/],
    ['a blank name', { name: '   ' }, /^A name of 1 to 100 characters/],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, /^A name of 1 to 100 characters/],
    ['a name on two lines', { name: 'Ada\nBcc: x@example.com' }, /^A name of 1 to 100/],
    ['a name that is not text', { name: 42 }, /^A name of 1 to 100 characters/],
    ['a name with a lone surrogate', { name: 'Ada \ud800' }, /^A name of 1 to 100/],
    ['a malformed address', { email: 'ada@' }, /^A valid email address is required$/],
    [
      'an address over 255 characters',
      { email: `${'a'.repeat(250)}@example.com` },
      /^A valid email/,
    ],
    ['a missing need', { need: '' }, /^What you need, in 1 to 2000 characters/],
    ['a need with a NUL', { need: 'a call\u0000' }, /^What you need, in 1 to 2000/],
    ['a need over 2000 characters', { need: 'x'.repeat(2001) }, /^What you need, in 1 to 2000/],
    [
      'an estimate over 300 characters',
      { estimate: '$'.repeat(301) },
      /^The estimate must be text/,
    ],
    ['an estimate that is not text', { estimate: { total: 1 } }, /^The estimate must be text/],
  ])(
    'refuses %s with a 400 naming the field, and stores nothing',
    async (_what, patch, message) => {
      const request = { ...valid(), ...patch };
      const { status, body } = await answer(await post(server, JSON.stringify(request)));
      expect(status).toBe(400);
      expect(body).toEqual({ error: expect.stringMatching(message) });
      const email = typeof request.email === 'string' ? request.email : '';
      const rows = await serviceClient(server)
        .from('contact_requests')
        .select('id')
        .eq('email', email);
      expect(rows.data).toEqual([]);
    },
  );

  it('refuses a body over 1 MiB with a 413', async () => {
    const huge = JSON.stringify({ ...valid(), need: 'x'.repeat(1024 * 1024) });
    expect((await post(server, huge)).status).toBe(413);
  });

  it('refuses a form-encoded or text body with a 415', async () => {
    const request = valid();
    const form = new URLSearchParams(request).toString();
    expect(await answer(await post(server, form, 'application/x-www-form-urlencoded'))).toEqual({
      status: 415,
      body: { error: 'Content-Type must be application/json' },
    });
    expect((await post(server, JSON.stringify(request), 'text/plain')).status).toBe(415);
  });

  it('refuses malformed JSON and a non-object body with a 400', async () => {
    expect((await post(server, '{"name"')).status).toBe(400);
    expect((await post(server, '["Ada"]')).status).toBe(400);
  });

  it('lets neither a visitor nor a signed-in user read, add or change requests; the service role reads them', async () => {
    const anon = clientFor(server);
    const read = await anon.from('contact_requests').select('*');
    expect(read.error?.code).toBe('42501');
    const insert = await anon.from('contact_requests').insert(valid());
    expect(insert.error?.code).toBe('42501');
    const update = await anon.from('contact_requests').update({ need: 'x' }).neq('name', '');
    expect(update.error?.code).toBe('42501');
    const service = await serviceClient(server).from('contact_requests').select('id').limit(1);
    expect(service.error).toBeNull();
  });
});

describe('contact-request throttling', () => {
  let throttled: LocalSupabase;
  beforeAll(async () => {
    throttled = await startTestServer({ functions: { env: { CONTACT_REQUEST_WINDOW: '600' } } });
  });
  afterAll(() => throttled.stop());

  it('allows 3 requests per address and 5 per client in 10 minutes, answering 429 alike for any address', async () => {
    const email = uniqueEmail('again');
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post(throttled, JSON.stringify({ ...valid(), email }))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    // The fifth from this client is its last, whatever the address; the sixth is refused like the others.
    expect((await post(throttled, JSON.stringify(valid()))).status).toBe(200);
    const refused = await post(throttled, JSON.stringify(valid()));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/),
    });
  });
});
