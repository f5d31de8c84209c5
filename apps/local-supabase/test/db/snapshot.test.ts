import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readProjectSql, type ProjectSql } from '../../src/db/prepareDatabase.ts';
import { openPreparedMemoryDatabase } from '../../src/db/snapshot.ts';
import { filmsProjectDir } from '../support/filmsSchema.ts';

let cacheDir: string;
let project: ProjectSql;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'snapshot-test-'));
  const films = await readProjectSql(filmsProjectDir);
  // The films seed draws from the `visits` serial: two rows, so the next id is 3.
  project = {
    ...films,
    seeds: [
      ...films.seeds,
      { path: 'visits.sql', sql: `insert into public.visits (note) values ('a'), ('b');` },
    ],
  };
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

it('a database loaded from the prepared snapshot continues a sequence where the seed left it', async () => {
  const nextVisit = async () => {
    const db = await openPreparedMemoryDatabase(project, cacheDir);
    try {
      const { rows } = await db.query<{ id: number }>(
        `insert into public.visits (note) values ('next') returning id`,
      );
      return rows[0]?.id;
    } finally {
      await db.close();
    }
  };
  expect(await nextVisit()).toBe(3); // built now, and saved
  expect(await nextVisit()).toBe(3); // loaded from the snapshot: not 34, as a copy needing WAL replay gives
});
