import path from 'node:path';
import { parseArgs } from 'node:util';
import { developmentAuthOverrides, optionsFromEnv } from './config.ts';
import { projectDirOptions } from './server/projectDir.ts';
import { startLocalSupabase } from './server/startLocalSupabase.ts';

const { values: args } = parseArgs({
  // pnpm forwards the `--` separator itself.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { dir: { type: 'string' } },
});
// Another project's supabase/ folder: its config.toml first, the environment over it.
// A relative path is meant from where the command was typed (pnpm runs scripts in the package's folder).
const project = args.dir
  ? await projectDirOptions(path.resolve(process.env.INIT_CWD ?? process.cwd(), args.dir))
  : {};
const options = optionsFromEnv(process.env);
const server = await startLocalSupabase({
  ...project,
  ...options,
  auth: { ...developmentAuthOverrides, ...project.auth, ...options.auth },
});

console.log(`
Local Supabase is running (project: ${project.supabaseDir ?? 'this repository'}, database: ${server.database})

  API URL          ${server.url}
  anon key         ${server.anonKey}
  service_role key ${server.serviceRoleKey}
  publishable key  ${server.publishableKey}
  secret key       ${server.secretKey}
  JWT secret       ${server.jwtSecret}
  Dev mailbox      ${server.url}/__dev/mail/ui
  Functions        ${server.functions.join(', ') || 'none'} (Deno, started on their first request)

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
