import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import {
  databaseTypesFile,
  generateTypes,
  generateTypesCommand,
  typesDrift,
} from '../../src/typegen/generateTypes.ts';

describe('database types', () => {
  const config = resolveConfig({ dataDir: 'memory' });
  let generated: string;
  let scratch: string;

  beforeAll(async () => {
    generated = await generateTypes(config.supabaseDir, config.snapshotCacheDir);
    scratch = await mkdtemp(path.join(tmpdir(), 'database-types-'));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('committed in core are what the migrations give', async () => {
    expect(await typesDrift(databaseTypesFile, generated)).toBeNull();
  });

  it('are refused when they drift from the migrations, naming the command that rewrites them', async () => {
    const drifted = path.join(scratch, 'database.types.ts');
    const committed = await readFile(databaseTypesFile, 'utf8');
    await writeFile(drifted, committed.replace('price_cents: number', 'price_cents: string'));
    expect(await typesDrift(drifted, generated)).toContain(`run \`${generateTypesCommand}\``);
    expect(await typesDrift(path.join(scratch, 'missing.ts'), generated)).toMatch(/is missing/);
  });

  it('are printed as `supabase gen types typescript` prints them', () => {
    expect(generated).toMatch(/^export type Json =\n/);
    expect(generated).toContain(
      'template_entitlement: { Args: { product: string }; Returns: string }',
    );
    // A view that shows a key's columns takes part in its relationships, as PostgREST embeds through it.
    expect(generated).toContain('referencedRelation: "my_templates"');
    expect(generated).toMatch(/export const Constants = \{\n {2}public: \{\n {4}Enums: \{\},\n/);
  });
});
