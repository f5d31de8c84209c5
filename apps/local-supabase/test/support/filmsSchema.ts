import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';

/** A small Supabase project folder of its own: what `start --dir` runs on, and what the REST tests query. */
export const filmsProjectDir = fileURLToPath(
  new URL('../../fixtures/films-project/supabase', import.meta.url),
);

/**
 * Adds the films project's tables, functions and rows to a running server's database (as its owner), for
 * tests that need them beside the site's own schema.
 */
export async function createFilmsSchema(server: LocalSupabase): Promise<void> {
  const [schema, seed] = await Promise.all([
    readFile(`${filmsProjectDir}/migrations/20260101000000_films.sql`, 'utf8'),
    readFile(`${filmsProjectDir}/seed.sql`, 'utf8'),
  ]);
  await server.db.runScript(`${schema}\n${seed}`);
  await server.reloadSchema();
}
