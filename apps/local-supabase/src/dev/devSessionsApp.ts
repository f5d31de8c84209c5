import { Hono } from 'hono';
import type { ApiKeys } from '../config.ts';
import type { SqlExecutor } from '../db/database.ts';
import { hasLoopbackHost, hasServiceKey } from '../http/devAccess.ts';
import { fieldWithUnstorableText } from '../http/jsonInput.ts';

const maxHours = 24 * 365;

/**
 * POST /__dev/sessions/backdate `{email, hours}`: makes every session of that account look `hours` older. With
 * secure password change on, Supabase Auth asks for a mailed nonce only when the session is more than 24 hours
 * old; this lets a developer, or an end-to-end test, see that path without waiting a day. It rewrites stored
 * sessions, so it needs both a loopback Host and the service key.
 */
export function createDevSessionsApp(db: SqlExecutor, keys: ApiKeys): Hono {
  const app = new Hono();
  app.post('/backdate', async (c) => {
    if (!hasLoopbackHost(c)) {
      return c.json(
        { error: 'forbidden_host', message: 'Answers only on 127.0.0.1 or localhost' },
        403,
      );
    }
    if (!hasServiceKey(c, keys)) {
      return c.json({ error: 'unauthorized', message: 'A service role key is required' }, 401);
    }
    const body: unknown = await c.req.json().catch(() => undefined);
    const { email, hours } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    if (
      typeof email !== 'string' ||
      typeof hours !== 'number' ||
      !Number.isInteger(hours) ||
      hours < 1 ||
      hours > maxHours
    ) {
      return c.json(
        {
          error: 'validation_failed',
          message: `Expected {email: string, hours: integer from 1 to ${maxHours}}`,
        },
        400,
      );
    }
    const unstorable = fieldWithUnstorableText({ email });
    if (unstorable !== undefined) {
      return c.json(
        {
          error: 'validation_failed',
          message: `Field "${unstorable}" contains a NUL character or an unpaired surrogate, which no address has`,
        },
        400,
      );
    }
    const result = await db.query(
      `update auth.sessions set created_at = created_at - make_interval(hours => $2)
        where user_id in (select id from auth.users where lower(email) = lower($1))`,
      [email.trim(), hours],
    );
    return c.json({ backdated: result.rowCount });
  });
  return app;
}
