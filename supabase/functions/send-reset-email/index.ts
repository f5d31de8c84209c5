import { edgeRuntimeWaitUntil } from '../_shared/background.ts';
import { sendResetEmailDepsFromEnv } from './fromEnv.ts';
import { createSendResetEmailHandler } from './handler.ts';

Deno.serve(
  createSendResetEmailHandler(
    sendResetEmailDepsFromEnv((name) => Deno.env.get(name), edgeRuntimeWaitUntil()),
  ),
);
