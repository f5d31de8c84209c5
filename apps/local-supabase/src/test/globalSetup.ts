import { resolveConfig } from '../config.ts';
import { readProjectSql } from '../db/prepareDatabase.ts';
import { preparedSnapshot } from '../db/snapshot.ts';

export async function setup(): Promise<void> {
  const config = resolveConfig({ dataDir: 'memory' });
  await preparedSnapshot(await readProjectSql(config.supabaseDir), config.snapshotCacheDir);
}
