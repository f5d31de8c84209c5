import { resolveConfig } from '../../src/config.ts';
import { readProjectSql } from '../../src/db/prepareDatabase.ts';
import { preparedSnapshot } from '../../src/db/snapshot.ts';

export async function setup(): Promise<void> {
  const config = resolveConfig({ dataDir: 'memory' });
  await preparedSnapshot(await readProjectSql(config.supabaseDir), config.snapshotCacheDir);
}
