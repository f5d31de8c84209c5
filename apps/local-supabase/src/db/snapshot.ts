import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openPglite, type PgliteDatabase } from './pgliteDatabase.ts';
import { prepareDatabase, projectSqlFingerprint, type ProjectSql } from './prepareDatabase.ts';

const snapshotPrefix = 'snapshot-';

/*
 * A fresh initdb plus migrations takes several seconds, loading a saved data directory about two, so the
 * prepared state (compat layer, migrations, seed) is cached on disk as a PGlite tarball, keyed by the SQL
 * that produced it, and shared by every test file, process and new data directory until that SQL changes.
 */

function snapshotFile(project: ProjectSql, cacheDir: string): string {
  // `c`: checkpointed before the dump; older snapshots, which advance sequences on load, are rebuilt.
  return path.join(cacheDir, `${snapshotPrefix}c-${projectSqlFingerprint(project)}.tgz`);
}

async function readSnapshot(file: string): Promise<Blob | undefined> {
  const cached = await readFile(file).catch(() => undefined);
  return cached ? new Blob([cached]) : undefined;
}

async function buildSnapshot(
  project: ProjectSql,
  cacheDir: string,
): Promise<{ db: PgliteDatabase; snapshot: Blob }> {
  const db = await openPglite({ memory: true });
  await prepareDatabase(db, project);
  const snapshot = await db.dump();
  await saveSnapshot(snapshot, cacheDir, snapshotFile(project, cacheDir));
  return { db, snapshot };
}

async function saveSnapshot(snapshot: Blob, cacheDir: string, file: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  // Parallel test workers may build the same snapshot; a rename is atomic, so readers never see half a file.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, Buffer.from(await snapshot.arrayBuffer()));
  await rename(temporary, file);
  for (const name of await readdir(cacheDir)) {
    const stale =
      name.startsWith(snapshotPrefix) &&
      path.join(cacheDir, name) !== file &&
      !name.endsWith('.tmp');
    if (stale) await rm(path.join(cacheDir, name), { force: true });
  }
}

/** The prepared state as a tarball, built and cached first if needed. */
export async function preparedSnapshot(project: ProjectSql, cacheDir: string): Promise<Blob> {
  const cached = await readSnapshot(snapshotFile(project, cacheDir));
  if (cached) return cached;
  const built = await buildSnapshot(project, cacheDir);
  await built.db.close();
  return built.snapshot;
}

/** An in-memory PGlite that already holds the prepared state. */
export async function openPreparedMemoryDatabase(
  project: ProjectSql,
  cacheDir: string,
): Promise<PgliteDatabase> {
  const cached = await readSnapshot(snapshotFile(project, cacheDir));
  if (cached) return openPglite({ memory: true, snapshot: cached });
  return (await buildSnapshot(project, cacheDir)).db;
}
