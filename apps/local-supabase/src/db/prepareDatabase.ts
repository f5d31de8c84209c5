import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';

const compatSqlUrl = new URL('./compat.sql', import.meta.url);
const migrationFilePattern = /^(\d+)_(.+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
}

export interface SeedFile {
  /** Relative to the repository root, as recorded in supabase_migrations.seed_files. */
  path: string;
  sql: string;
}

export interface ProjectSql {
  compat: string;
  migrations: MigrationFile[];
  seeds: SeedFile[];
}

/** Reads the compat layer and the project's `supabase/` SQL, in the order the Supabase CLI applies it. */
export async function readProjectSql(supabaseDir: string): Promise<ProjectSql> {
  const compat = await readFile(compatSqlUrl, 'utf8');
  const migrationsDir = path.join(supabaseDir, 'migrations');
  const names = (await readdir(migrationsDir).catch(() => [] as string[])).filter((n) =>
    migrationFilePattern.test(n),
  );
  names.sort();
  const migrations = await Promise.all(
    names.map(async (fileName) => {
      const [, version = '', name = ''] = migrationFilePattern.exec(fileName) ?? [];
      return { version, name, sql: await readFile(path.join(migrationsDir, fileName), 'utf8') };
    }),
  );
  const seedPaths = seedSqlPaths(await readFile(path.join(supabaseDir, 'config.toml'), 'utf8'));
  const seeds = await Promise.all(
    seedPaths.map(async (relative) => ({
      path: path.posix.join('supabase', relative),
      sql: await readFile(path.join(supabaseDir, relative), 'utf8'),
    })),
  );
  return { compat, migrations, seeds };
}

/**
 * The seed files config.toml `[db.seed] sql_paths` lists, in order, relative to supabase/. Plain paths only:
 * the CLI's glob patterns are not expanded, so a pattern fails loudly as a missing file.
 */
export function seedSqlPaths(configToml: string): string[] {
  const section = /^\[db\.seed\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(configToml)?.[1] ?? '';
  if (/^enabled\s*=\s*false\s*$/m.test(section)) return [];
  const list = /^sql_paths\s*=\s*\[([^\]]*)\]/m.exec(section)?.[1];
  if (list === undefined) return ['seed.sql'];
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => path.posix.normalize(match[1] ?? ''));
}

/** Changes whenever anything that shapes a freshly prepared database changes. */
export function projectSqlFingerprint(project: ProjectSql): string {
  const hash = createHash('sha256').update(project.compat);
  for (const m of project.migrations) hash.update(`\0${m.version}\0${m.name}\0${m.sql}`);
  for (const seed of project.seeds) hash.update(`\0seed\0${seed.path}\0${seed.sql}`);
  return hash.digest('hex').slice(0, 16);
}

export interface PreparationReport {
  appliedMigrations: string[];
  /** The seed files run by this call, each one once per database. */
  seeded: string[];
}

/** A pending migration older than the newest applied one: `supabase db push` refuses it, and so does this server. */
export class MigrationOrderError extends Error {
  override readonly name = 'MigrationOrderError';
}

/**
 * Brings a database up to date: compat layer, pending migrations (tracked like the CLI does in
 * supabase_migrations.schema_migrations), and each seed file once per database.
 */
export async function prepareDatabase(
  db: Database,
  project: ProjectSql,
): Promise<PreparationReport> {
  await db.runScript(project.compat);
  await followRenamedMigrations(db, project.migrations);
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  const pending = project.migrations.filter((migration) => !applied.has(migration.version));
  refuseOutOfOrder(pending, [...applied]);
  const appliedMigrations: string[] = [];
  for (const migration of pending) {
    await db.runScript(
      `${migration.sql}\n;\ninsert into supabase_migrations.schema_migrations (version, name) values (${literal(
        migration.version,
      )}, ${literal(migration.name)});`,
    );
    appliedMigrations.push(`${migration.version}_${migration.name}`);
  }
  const seeded: string[] = [];
  for (const seed of project.seeds) {
    const done = await db.query('select 1 from supabase_migrations.seed_files where path = $1', [
      seed.path,
    ]);
    if (done.rows.length > 0) continue;
    const hash = createHash('sha256').update(seed.sql).digest('hex');
    await db.runScript(
      `${seed.sql}\n;\ninsert into supabase_migrations.seed_files (path, hash) values (${literal(
        seed.path,
      )}, ${literal(hash)});`,
    );
    seeded.push(seed.path);
  }
  return { appliedMigrations, seeded };
}

/*
 * A migration file given a new version after it ran (as 20261210…_subscribers_follow_user became 20261121…) is
 * the same migration: the record moves to the new version, as `supabase migration repair` would, instead of running
 * it twice. Only a record whose version no file has any more, with a name exactly one pending file has, moves.
 */
async function followRenamedMigrations(db: Database, files: MigrationFile[]): Promise<void> {
  const records = (
    await db.query<{ version: string; name: string | null }>(
      'select version, name from supabase_migrations.schema_migrations',
    )
  ).rows;
  const fileVersions = new Set(files.map((file) => file.version));
  const recordedVersions = new Set(records.map((record) => record.version));
  for (const record of records) {
    if (fileVersions.has(record.version)) continue;
    const renamed = files.filter(
      (file) => file.name === record.name && !recordedVersions.has(file.version),
    );
    if (renamed.length !== 1 || !renamed[0]) continue;
    await db.query(
      'update supabase_migrations.schema_migrations set version = $1 where version = $2',
      [renamed[0].version, record.version],
    );
  }
}

/*
 * Versions are timestamps of equal length, so text order is time order. A migration that sorts before one the
 * database already ran was written against a schema it never saw; applying it silently would give this database a
 * history no hosted project can have.
 */
function refuseOutOfOrder(pending: MigrationFile[], appliedVersions: string[]): void {
  const newestApplied = appliedVersions.sort().at(-1);
  if (newestApplied === undefined) return;
  const early = pending.filter((migration) => migration.version < newestApplied);
  if (early.length === 0) return;
  const names = early.map((m) => `${m.version}_${m.name}.sql`).join(', ');
  throw new MigrationOrderError(
    `Pending migration ${names} is older than the newest applied migration (${newestApplied}), so it would run ` +
      'out of order; `supabase db push` refuses it too. Give the file a version after ' +
      `${newestApplied} (\`supabase migration new\` does), or start from a fresh database (remove the data directory).`,
  );
}

/** Quotes a value for the bookkeeping statements appended to scripts (scripts cannot take parameters). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
