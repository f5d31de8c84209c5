import { seconds, siteUrl, type EnvReader } from '../_shared/env.ts';
import type { WaitUntil } from '../_shared/background.ts';
import { mailTransportFromEnv } from '../_shared/mail/fromEnv.ts';
import { createThrottle } from '../_shared/memory/throttle.ts';
import { projectApiFromEnv } from '../_shared/project/fromEnv.ts';
import type { SendResetEmailDeps } from './handler.ts';

export function sendResetEmailDepsFromEnv(
  env: EnvReader,
  waitUntil: WaitUntil,
): SendResetEmailDeps {
  return {
    api: projectApiFromEnv(env),
    mail: mailTransportFromEnv(env),
    siteUrl: siteUrl(env),
    perAddress: createThrottle(1, seconds(env, 'RESET_EMAIL_INTERVAL', 60)),
    perClient: createThrottle(30, 300),
    waitUntil,
  };
}
