import { stripeConnectionFromEnv } from '../_shared/stripe/sdk.ts';
import { deleteAccountDepsFromEnv } from './fromEnv.ts';
import { createDeleteAccountHandler } from './handler.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve(createDeleteAccountHandler(deleteAccountDepsFromEnv(env, stripeConnectionFromEnv(env))));
