import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { createAuthApp } from '../auth/authApp.ts';
import type { AuthContext } from '../auth/handlers/authContext.ts';
import { AuthError, authErrorResponse } from '../auth/handlers/authErrors.ts';
import { createDevSessionsApp } from '../dev/devSessionsApp.ts';
import { createFunctionsApp, type FunctionsContext } from '../functions/functionsApp.ts';
import { createDevMailApp } from '../mail/devMailApp.ts';
import { createRestApp, type RestContext } from '../rest/restApp.ts';
import { PgrstError } from '../rest/restErrors.ts';
import { createStorageApp } from '../storage/storageApp.ts';
import { discardRequestBody } from './discardRequestBody.ts';
import { requireApiKey } from './gateway.ts';

const maxBodyBytes = 1024 * 1024;

export interface ServerParts {
  auth: AuthContext;
  rest: RestContext;
  /** The project's Edge Functions; undefined when its supabase/functions has none. */
  functions: FunctionsContext | undefined;
  supabaseDir: string;
}

function limitBody(tooLarge: (c: Context) => Response) {
  return bodyLimit({
    maxSize: maxBodyBytes,
    onError: async (c) => {
      await discardRequestBody(c);
      return tooLarge(c);
    },
  });
}

/** One origin for every API, as supabase-js expects. */
export function createServerApp(parts: ServerParts): Hono {
  const { auth } = parts;
  const app = new Hono();

  // A refusal sent before the body is in would leave the upload to a short drain that closes the
  // connection, and the client would see a network error instead of the 4xx (see discardRequestBody).
  app.use('*', async (c, next) => {
    await next();
    await discardRequestBody(c);
  });
  const crossOrigin = cors({
    // Echoing the origin (rather than `*`) keeps credentialed requests working too.
    origin: (origin) => origin || '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: [
      'X-Supabase-Api-Version',
      'Content-Range',
      'X-Total-Count',
      'Link',
      'Retry-After',
    ],
    maxAge: 86400,
  });
  // The dev mailbox holds every sign-in link the server mails, so no other origin may read it.
  app.use('*', (c, next) => (c.req.path.startsWith('/__dev/') ? next() : crossOrigin(c, next)));

  app.use(
    '/auth/v1/*',
    limitBody((c) =>
      authErrorResponse(
        c,
        new AuthError(413, 'request_entity_too_large', 'Request body too large'),
        randomUUID(),
      ),
    ),
    requireApiKey(auth.keys),
  );
  app.use(
    '/rest/v1/*',
    limitBody((c) =>
      c.json(new PgrstError(413, 'PGRST413', 'Request body exceeds 1 MiB').toJSON(), 413),
    ),
    requireApiKey(auth.keys),
  );
  app.use(
    '/functions/v1/*',
    limitBody((c) => c.json({ error: 'Request body too large' }, 413)),
  );
  app.use(
    '/__dev/*',
    limitBody((c) => c.json({ error: 'Request body too large' }, 413)),
  );

  app.route('/auth/v1', createAuthApp(auth));
  app.route('/rest/v1', createRestApp(parts.rest));
  if (parts.functions) app.route('/functions/v1', createFunctionsApp(parts.functions));
  else
    app.all('/functions/v1/*', (c) =>
      c.json(
        {
          code: 'NOT_FOUND',
          message:
            'Requested function was not found: this project has no functions in supabase/functions',
        },
        404,
      ),
    );
  app.route(
    '/storage/v1',
    createStorageApp({
      db: parts.rest.db,
      keys: parts.rest.keys,
      jwt: parts.rest.jwt,
      supabaseDir: parts.supabaseDir,
    }),
  );
  app.route('/__dev', createDevMailApp(auth.mailbox, auth.keys));
  app.route('/__dev/sessions', createDevSessionsApp(auth.db, auth.keys));

  app.get('/', (c) =>
    c.json({
      name: 'local-supabase',
      apis: ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1'],
      mail: '/__dev/mail/ui',
    }),
  );
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    auth.log(`[server] ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return c.json({ message: 'An unexpected error occurred' }, 500);
  });
  return app;
}
