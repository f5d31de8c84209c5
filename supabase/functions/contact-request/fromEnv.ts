import { studioEmail } from '../../../packages/core/src/contracts/index.ts';
import type { WaitUntil } from '../_shared/background.ts';
import { seconds, type EnvReader } from '../_shared/env.ts';
import { mailTransportFromEnv } from '../_shared/mail/fromEnv.ts';
import { createThrottle } from '../_shared/memory/throttle.ts';
import { projectAccess } from '../_shared/project/fromEnv.ts';
import { createServiceRest } from '../_shared/project/projectApi.ts';
import type { ContactRequestDeps, ContactRequestStore } from './handler.ts';

function contactRequestStore(env: EnvReader): ContactRequestStore {
  const { headers, call, fail } = createServiceRest(projectAccess(env));
  return {
    async insert(request) {
      const response = await call('/rest/v1/contact_requests', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify(request),
      });
      if (!response.ok) await fail(response, 'Saving the call request');
    },
  };
}

/**
 * A visitor asks for one call, perhaps corrects a typo and sends again: 3 per address and 5 per network address
 * within CONTACT_REQUEST_WINDOW (10 minutes) keeps a script from filling the table or the studio's inbox.
 * CONTACT_MAIL_TO sends the mails elsewhere than the studio's address (a staging inbox).
 */
export function contactRequestDepsFromEnv(
  env: EnvReader,
  waitUntil: WaitUntil,
): ContactRequestDeps {
  const window = seconds(env, 'CONTACT_REQUEST_WINDOW', 600);
  return {
    store: contactRequestStore(env),
    mail: mailTransportFromEnv(env),
    studioEmail: env('CONTACT_MAIL_TO') || studioEmail,
    perAddress: createThrottle(3, window),
    perClient: createThrottle(5, window),
    waitUntil,
  };
}
