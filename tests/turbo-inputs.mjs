// Turbo replays a task's cached result while none of its inputs changed, so a file a task reads but turbo.json does
// not list gives a false pass on a rerun. This edits, in a scratch copy of the repository, each file outside the
// packages that tasks read, one at a time, and checks that turbo's hash of every task reading it changes. It asks
// `turbo run --dry=json`, which hashes the task graph and runs nothing: a few seconds in all.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const turbo = path.join(root, 'node_modules', '.bin', 'turbo');
const packages = [
  '@outpace/core',
  '@outpace/ui',
  '@outpace/site',
  '@outpace/local-supabase',
  '@outpace/payments-stand-in',
];
const inEveryPackage = (task) => packages.map((name) => `${name}#${task}`);
const readsTheBackendProject = [
  '@outpace/local-supabase#test',
  '@outpace/core#test',
  '//#test:e2e',
];
const firstMigration = (await readdir(path.join(root, 'supabase', 'migrations'))).sort()[0];

/** Each file, and the tasks that must run again once it changes. */
const readBy = {
  'tsconfig.base.json': [
    ...inEveryPackage('typecheck'),
    ...inEveryPackage('test'),
    '@outpace/core#build',
    '@outpace/ui#build',
    '@outpace/site#build',
  ],
  'eslint.config.js': inEveryPackage('lint'),
  'supabase/functions/_shared/http/answers.ts': [
    ...readsTheBackendProject,
    '@outpace/local-supabase#typecheck',
    '@outpace/local-supabase#lint',
  ],
  [`supabase/migrations/${firstMigration}`]: [...readsTheBackendProject, '@outpace/site#build'],
  'supabase/seeds/catalogue.sql': [...readsTheBackendProject, '@outpace/site#build'],
  'supabase/seeds/test-accounts.sql': [...readsTheBackendProject, '@outpace/site#build'],
  'supabase/config.toml': readsTheBackendProject,
  'apps/local-supabase/src/server/startLocalSupabase.ts': [
    ...readsTheBackendProject,
    '@outpace/site#build',
  ],
  'apps/payments-stand-in/src/api.ts': ['//#test:e2e'],
  // The types check (apps/local-supabase/test/typegen) compares the committed file with the migrations.
  'packages/core/src/contracts/database.types.ts': ['@outpace/local-supabase#test'],
  // The Edge Functions and the payments stand-in import the contracts by path; the backend's tests and e2e run both.
  'packages/core/src/contracts/stripe.ts': [
    '@outpace/local-supabase#typecheck',
    '@outpace/payments-stand-in#typecheck',
    '@outpace/payments-stand-in#test',
    '@outpace/local-supabase#test',
    '//#test:e2e',
  ],
  'tests/chromium.mjs': ['//#test:stories', '//#test:visual', '//#test:e2e', '//#test:consumer'],
};
const tasks = [
  ...new Set(Object.values(readBy).flatMap((ids) => ids.map((id) => id.split('#')[1]))),
];

function hashes(cwd) {
  const plan = JSON.parse(
    execFileSync(turbo, ['run', ...tasks, '--dry=json'], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // Turbo warns on stderr that the scratch copy has no node_modules of its own; the binary is the repository's.
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    }),
  );
  return new Map(plan.tasks.map((task) => [task.taskId, task.hash]));
}

const files = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\0')
  .filter(Boolean);
const scratch = await mkdtemp(path.join(tmpdir(), 'turbo-inputs-'));
const failures = [];
try {
  await Promise.all(
    files.map((file) =>
      cp(path.join(root, file), path.join(scratch, file)).catch((error) => {
        // A tracked file deleted in the working tree is not part of what turbo hashes.
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
  let before = hashes(scratch);
  for (const [file, readers] of Object.entries(readBy)) {
    if (!existsSync(path.join(scratch, file))) {
      failures.push(`${file} is listed here but no longer exists`);
      continue;
    }
    await appendFile(path.join(scratch, file), '\n');
    const after = hashes(scratch);
    for (const id of readers) {
      if (!before.has(id)) failures.push(`${id} is not a task (listed for ${file})`);
      else if (before.get(id) === after.get(id))
        failures.push(`${id} would replay its cached result after an edit to ${file}`);
    }
    before = after;
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`turbo.json misses task inputs:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `turbo inputs: ${Object.keys(readBy).length} shared files, each reruns the tasks that read it`,
);
