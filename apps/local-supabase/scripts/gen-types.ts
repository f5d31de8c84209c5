// Writes the database types of supabase/migrations into core's contracts (docs/local-backend.md#database-types);
// with --check, only says whether the committed file is current and exits 1 when it is not.
import { writeFile } from 'node:fs/promises';
import { resolveConfig } from '../src/config.ts';
import { databaseTypesFile, generateTypes, typesDrift } from '../src/typegen/generateTypes.ts';

const config = resolveConfig({ dataDir: 'memory' });
const generated = await generateTypes(config.supabaseDir, config.snapshotCacheDir);
if (process.argv.includes('--check')) {
  const drift = await typesDrift(databaseTypesFile, generated);
  if (drift) {
    console.error(drift);
    process.exit(1);
  }
} else {
  await writeFile(databaseTypesFile, generated);
  console.log(`Wrote ${databaseTypesFile}`);
}
