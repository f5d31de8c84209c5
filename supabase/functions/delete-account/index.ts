import { createDeleteAccountHandler } from '../_shared/deleteAccount.ts';
import { deleteAccountDepsFromEnv } from '../_shared/env.ts';

Deno.serve(createDeleteAccountHandler(deleteAccountDepsFromEnv((name) => Deno.env.get(name))));
