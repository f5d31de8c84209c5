import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repositorySupabaseDir } from '../config.ts';
import { createPglite } from '../db/pgliteDatabase.ts';
import { readProjectSql } from '../db/prepareDatabase.ts';
import { preparedSnapshot } from '../db/snapshot.ts';
import { introspect } from './introspect.ts';
import { renderTypes } from './render.ts';

/** The schemas the site's API serves, and so the ones typed (the CLI's `--schema public`). */
const schemas = ['public'];

/** The committed types: core's contracts, which core, the site and the Edge Functions import. */
export const databaseTypesFile = path.resolve(
  repositorySupabaseDir,
  '..',
  'packages/core/src/contracts/database.types.ts',
);

/** The command that rewrites the committed file, named in the check's message. */
export const generateTypesCommand = 'pnpm --filter @outpace/local-supabase gen:types';

/**
 * The database types of the project's migrations, as `supabase gen types typescript --schema public` prints them
 * for a database that ran them. Reads the prepared snapshot the server and the tests start from (built once per
 * change of the SQL), so a check after the tests' global setup costs a load of it, not a run of the migrations.
 */
export async function generateTypes(
  supabaseDir: string,
  snapshotCacheDir: string,
): Promise<string> {
  const snapshot = await preparedSnapshot(await readProjectSql(supabaseDir), snapshotCacheDir);
  const db = await createPglite({ memory: true, snapshot });
  try {
    return await renderTypes(await introspect(db, schemas));
  } finally {
    await db.close();
  }
}

/** Null when the committed file is what the migrations give, else what to tell the developer. */
export async function typesDrift(committedFile: string, generated: string): Promise<string | null> {
  const committed = await readFile(committedFile, 'utf8').catch(() => null);
  if (committed === generated) return null;
  const what =
    committed === null ? 'is missing' : 'differs from what the migrations in supabase/ give';
  return `${path.relative(process.cwd(), committedFile)} ${what}: run \`${generateTypesCommand}\` and commit the file.`;
}
