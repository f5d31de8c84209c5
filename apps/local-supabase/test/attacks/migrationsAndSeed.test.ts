import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import type { PgliteDatabase } from '../../src/db/pgliteDatabase.ts';
import { prepareDatabase, readProjectSql, type ProjectSql } from '../../src/db/prepareDatabase.ts';
import { openPreparedMemoryDatabase } from '../../src/db/snapshot.ts';

/*
 * Issue 24, items 9 and 10: what the repository tells a hosted project to load must not create accounts with public
 * passwords, and the migration history must keep one order everywhere.
 */

const config = resolveConfig({ dataDir: 'memory' });
let project: ProjectSql;
// One prepared database for the file (loading one costs seconds): the tests run in order, the ones that change
// it in a way later tests would notice come last.
let database: PgliteDatabase;

beforeAll(async () => {
  project = await readProjectSql(config.supabaseDir);
  database = await openPreparedMemoryDatabase(project, config.snapshotCacheDir);
});
afterAll(() => database.close());

async function count(table: string): Promise<number> {
  const { rows } = await database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? -1;
}

/** The seed files the hosted deployment steps in supabase/README.md load with psql. */
async function hostedSeedFiles(): Promise<string[]> {
  const readme = await readFile(path.join(config.supabaseDir, 'README.md'), 'utf8');
  const deploy = readme.slice(readme.indexOf('## Deploying to a hosted project'));
  return [...deploy.matchAll(/psql\s+"\$SUPABASE_DB_URL"\s+-f\s+(\S+)/g)].map((m) => m[1] ?? '');
}

/** Today as a migration version prefix (UTC), e.g. 20261126. */
function todayVersionPrefix(): string {
  return new Date().toISOString().slice(0, 10).replaceAll('-', '');
}

describe('migration order (issue 24, item 10)', () => {
  it('no migration is dated after today, so `supabase migration new` sorts after every one', () => {
    const today = todayVersionPrefix();
    const future = project.migrations.filter((m) => m.version.slice(0, 8) > today);
    expect(future.map((m) => `${m.version}_${m.name}`)).toEqual([]);
  });

  it('refuses, naming both versions, a pending migration older than the newest applied one, and runs nothing', async () => {
    const newest = project.migrations.at(-1)?.version ?? '';
    const late = {
      version: '20261120090150',
      name: 'written_late',
      sql: 'create table public.written_late (id int);',
    };
    expect(late.version < newest).toBe(true);
    const withLate = { ...project, migrations: [...project.migrations, late] };

    await expect(prepareDatabase(database, withLate)).rejects.toThrow(
      new RegExp(
        `20261120090150_written_late\\.sql is older than the newest applied migration \\(${newest}\\)`,
      ),
    );
    const { rows } = await database.query("select to_regclass('public.written_late') as t");
    expect(rows[0]).toEqual({ t: null });
    expect(await count('supabase_migrations.schema_migrations')).toBe(project.migrations.length);
  });

  it('applies a pending migration newer than every applied one', async () => {
    const next = {
      version: '20991231235959',
      name: 'next_one',
      sql: 'create table public.next_one (id int);',
    };
    const report = await prepareDatabase(database, {
      ...project,
      migrations: [...project.migrations, next],
    });
    expect(report.appliedMigrations).toEqual(['20991231235959_next_one']);
  });

  it('a database that ran a migration under its old, future-dated version keeps it applied once under the new one', async () => {
    const renamed = project.migrations.find((m) => m.name === 'subscribers_need_aal2');
    if (!renamed) throw new Error('subscribers_need_aal2 migration missing');
    await database.query(
      "update supabase_migrations.schema_migrations set version = '20261226090000' where name = $1",
      [renamed.name],
    );

    const report = await prepareDatabase(database, project);

    expect(report.appliedMigrations).toEqual([]);
    const { rows } = await database.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations where name = $1',
      [renamed.name],
    );
    expect(rows).toEqual([{ version: renamed.version }]);
  });
});

describe('seed split (issue 24, item 9)', () => {
  it('the local server still runs both: the catalogue, then the test accounts', async () => {
    expect(project.seeds.map((seed) => seed.path)).toEqual([
      'supabase/seeds/catalogue.sql',
      'supabase/seeds/test-accounts.sql',
    ]);
    expect(await count('public.products')).toBeGreaterThan(0);
    const { rows } = await database.query<{ email: string }>(
      'select email from auth.users order by email',
    );
    expect(rows.map((row) => row.email)).toEqual([
      'expired@example.com',
      'member@example.com',
      'subscriber@example.com',
      'twofactor@example.com',
    ]);
  });

  it('the seed a hosted project is told to load creates products and no account, identity or factor', async () => {
    const files = await hostedSeedFiles();
    expect(files.length).toBeGreaterThan(0);
    // Start from the migrated schema with no seed data at all, then run exactly what the README runs.
    await database.runScript(
      'delete from auth.mfa_factors; delete from auth.identities; delete from public.subscribers; ' +
        'delete from auth.users; delete from public.products;',
    );
    for (const file of files) {
      await database.runScript(await readFile(path.join(config.supabaseDir, '..', file), 'utf8'));
    }
    expect(await count('public.products')).toBeGreaterThan(0);
    expect(await count('auth.users')).toBe(0);
    expect(await count('auth.identities')).toBe(0);
    expect(await count('auth.mfa_factors')).toBe(0);
    expect(await count('public.subscribers')).toBe(0);
  });
});
