import { developmentAuthOverrides, optionsFromEnv } from './config.ts';
import { startLocalSupabase } from './server/startLocalSupabase.ts';

const options = optionsFromEnv(process.env);
const server = await startLocalSupabase({
  ...options,
  auth: { ...developmentAuthOverrides, ...options.auth },
});

console.log(`
Local Supabase is running (database: ${server.database})

  API URL          ${server.url}
  anon key         ${server.anonKey}
  service_role key ${server.serviceRoleKey}
  publishable key  ${server.publishableKey}
  secret key       ${server.secretKey}
  JWT secret       ${server.jwtSecret}
  Dev mailbox      ${server.url}/__dev/mail/ui

  Site env: VITE_SUPABASE_URL=${server.url} VITE_SUPABASE_ANON_KEY=${server.anonKey}
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
