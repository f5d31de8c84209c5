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

export interface ProjectSql {
  compat: string;
  migrations: MigrationFile[];
  seed: { path: string; sql: string } | undefined;
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
  const seedPath = path.join(supabaseDir, 'seed.sql');
  const seedSql = await readFile(seedPath, 'utf8').catch(() => undefined);
  return {
    compat,
    migrations,
    seed: seedSql === undefined ? undefined : { path: 'supabase/seed.sql', sql: seedSql },
  };
}

/** Changes whenever anything that shapes a freshly prepared database changes. */
export function projectSqlFingerprint(project: ProjectSql): string {
  const hash = createHash('sha256').update(project.compat);
  for (const m of project.migrations) hash.update(`\0${m.version}\0${m.name}\0${m.sql}`);
  hash.update(`\0seed\0${project.seed?.sql ?? ''}`);
  return hash.digest('hex').slice(0, 16);
}

export interface PreparationReport {
  appliedMigrations: string[];
  seeded: boolean;
}

/**
 * Brings a database up to date: compat layer, pending migrations (tracked like the CLI does in
 * supabase_migrations.schema_migrations), and the seed once per database.
 */
export async function prepareDatabase(
  db: Database,
  project: ProjectSql,
): Promise<PreparationReport> {
  await db.runScript(project.compat);
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  const appliedMigrations: string[] = [];
  for (const migration of project.migrations) {
    if (applied.has(migration.version)) continue;
    await db.runScript(
      `${migration.sql}\n;\ninsert into supabase_migrations.schema_migrations (version, name) values (${literal(
        migration.version,
      )}, ${literal(migration.name)});`,
    );
    appliedMigrations.push(`${migration.version}_${migration.name}`);
  }
  let seeded = false;
  if (project.seed) {
    const done = await db.query('select 1 from supabase_migrations.seed_files where path = $1', [
      project.seed.path,
    ]);
    if (done.rows.length === 0) {
      const hash = createHash('sha256').update(project.seed.sql).digest('hex');
      await db.runScript(
        `${project.seed.sql}\n;\ninsert into supabase_migrations.seed_files (path, hash) values (${literal(
          project.seed.path,
        )}, ${literal(hash)});`,
      );
      seeded = true;
    }
  }
  return { appliedMigrations, seeded };
}

/** Quotes a value for the bookkeeping statements appended to scripts (scripts cannot take parameters). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
