import { edgeRuntimeWaitUntil } from '../_shared/background.ts';
import { contactRequestDepsFromEnv } from './fromEnv.ts';
import { createContactRequestHandler } from './handler.ts';

Deno.serve(
  createContactRequestHandler(
    contactRequestDepsFromEnv((name) => Deno.env.get(name), edgeRuntimeWaitUntil()),
  ),
);
