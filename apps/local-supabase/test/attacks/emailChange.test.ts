import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import {
  clientFor,
  databaseBackends,
  followMailedLink,
  newUser,
  newestVerifyLink,
  serviceClient,
  uniqueEmail,
  startTestServer,
} from '../support/harness.ts';

/*
 * Issue 24, item 2: finishing an e-mail change onto an address someone took between the request and the click. The
 * link must end in an error the page can show, the API must answer in its error shape, and the loser's pending
 * change must be over, not left to fail again.
 */

const dated = { 'X-Supabase-Api-Version': '2024-01-01', 'Content-Type': 'application/json' };

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function pendingChangeOf(id: string): Promise<{ email: string; new_email?: string }> {
  const { data } = await serviceClient(server).auth.admin.getUserById(id);
  return { email: data.user?.email ?? '', new_email: data.user?.new_email };
}

describe('an e-mail change onto an address taken in the meantime', () => {
  it('GET /verify redirects with the error in the fragment and ends the pending change', async () => {
    const target = uniqueEmail('contested');
    const loser = await newUser(server, 'loser');
    const winner = await newUser(server, 'winner');
    expect((await loser.client.auth.updateUser({ email: target })).error).toBeNull();
    const loserLink = newestVerifyLink(server, target);
    expect((await winner.client.auth.updateUser({ email: target })).error).toBeNull();
    const winnerLink = newestVerifyLink(server, target);
    expect((await followMailedLink(winnerLink)).fragment.get('access_token')).toBeTruthy();

    const followed = await followMailedLink(loserLink);

    expect(followed.status).toBe(303);
    expect(followed.fragment.get('error_code')).toBe('email_exists');
    expect(followed.fragment.get('error_description')).toMatch(/already been registered/);
    expect(followed.fragment.get('access_token')).toBeNull();
    expect(await pendingChangeOf(loser.id)).toEqual({ email: loser.email, new_email: undefined });
    expect((await pendingChangeOf(winner.id)).email).toBe(target);
    // The link is spent: following it again is the ordinary expired-link answer.
    expect((await followMailedLink(loserLink)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('POST /verify answers 422 email_exists in the auth error shape and ends the pending change', async () => {
    const target = uniqueEmail('signed-up-meanwhile');
    const loser = await newUser(server, 'loser-post');
    expect((await loser.client.auth.updateUser({ email: target })).error).toBeNull();
    const tokenHash = new URL(newestVerifyLink(server, target)).searchParams.get('token') ?? '';
    expect(
      (await clientFor(server).auth.signUp({ email: target, password: 'another-pass-1' })).error,
    ).toBeNull();

    const response = await fetch(`${server.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { ...dated, apikey: server.anonKey },
      body: JSON.stringify({ type: 'email_change', token_hash: tokenHash }),
    });

    expect(response.status).toBe(422);
    expect(response.headers.get('x-sb-error-code')).toBe('email_exists');
    expect(await response.json()).toEqual({
      code: 'email_exists',
      message: expect.stringMatching(/already been registered/),
    });
    expect(await pendingChangeOf(loser.id)).toEqual({ email: loser.email, new_email: undefined });
    // The loser's account still works as it did.
    const signIn = await clientFor(server).auth.signInWithPassword({
      email: loser.email,
      password: loser.password,
    });
    expect(signIn.error).toBeNull();
  });
});

describe('an e-mail change cut short by a new password (issue 24, item 6)', () => {
  it('clears the pending address with the links, so nothing shows a change that cannot complete', async () => {
    const user = await newUser(server, 'voided');
    const target = uniqueEmail('voided-new');
    expect((await user.client.auth.updateUser({ email: target })).error).toBeNull();
    const link = newestVerifyLink(server, target);
    expect((await pendingChangeOf(user.id)).new_email).toBe(target);

    expect(
      (await user.client.auth.updateUser({ password: 'a brand new passphrase' })).error,
    ).toBeNull();

    expect(await pendingChangeOf(user.id)).toEqual({ email: user.email, new_email: undefined });
    expect((await user.client.auth.getUser()).data.user?.new_email).toBeUndefined();
    expect((await followMailedLink(link)).fragment.get('error_code')).toBe('otp_expired');
  });
});

describe.each(databaseBackends)(
  'e-mail changes racing for one address on $name',
  ({ databaseUrl }) => {
    let raceServer: LocalSupabase;
    beforeAll(async () => {
      raceServer = await startTestServer({ ...(databaseUrl ? { databaseUrl } : {}) });
    });
    afterAll(() => raceServer.stop());

    it('finishing them all at once moves one account; the others get 422 email_exists, never a 5xx', async () => {
      const target = uniqueEmail('raced');
      const users = await Promise.all([1, 2, 3, 4].map(() => newUser(raceServer, 'racer')));
      const tokens: string[] = [];
      for (const user of users) {
        expect((await user.client.auth.updateUser({ email: target })).error).toBeNull();
        tokens.push(new URL(newestVerifyLink(raceServer, target)).searchParams.get('token') ?? '');
      }
      const answers = await Promise.all(
        tokens.map((token) =>
          fetch(`${raceServer.url}/auth/v1/verify`, {
            method: 'POST',
            headers: { ...dated, apikey: raceServer.anonKey },
            body: JSON.stringify({ type: 'email_change', token_hash: token }),
          }).then(async (response) => ({ status: response.status, body: await response.json() })),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422]);
      const { rows } = await raceServer.db.query<{ n: number }>(
        'select count(*)::int as n from auth.users where email = $1 or email_change = $1',
        [target],
      );
      expect(rows[0]?.n).toBe(1);
    });
  },
);
