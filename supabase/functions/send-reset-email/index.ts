import { edgeRuntimeWaitUntil } from '../_shared/background.ts';
import { sendResetEmailDepsFromEnv } from '../_shared/env.ts';
import { createSendResetEmailHandler } from '../_shared/sendResetEmail.ts';

Deno.serve(
  createSendResetEmailHandler(
    sendResetEmailDepsFromEnv((name) => Deno.env.get(name), edgeRuntimeWaitUntil()),
  ),
);
