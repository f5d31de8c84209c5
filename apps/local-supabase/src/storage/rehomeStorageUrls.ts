import type { Database } from '../db/database.ts';
import type { SchemaCache } from '../rest/schemaCache.ts';
import { qualifiedTable } from '../rest/sqlText.ts';

/** The API origin of `supabase start`, which the catalogue seed's thumbnail URLs are written against. */
export const seedOrigin = 'http://127.0.0.1:54321';

const textTypes = new Set(['text', 'character varying']);

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Public object URLs stored in the database point at the origin that wrote them. When this server
 * listens elsewhere (another port in tests, a LAN address), it rewrites those URLs in text columns of
 * tables of the API's default schema once, so `thumbnail_url` always names a server that actually serves the file.
 */
export async function rehomeStorageUrls(
  db: Database,
  schema: SchemaCache,
  origin: string,
): Promise<number> {
  const stored = await db.query<{ value: string }>(
    "select value from local_supabase.settings where key = 'storage_origin'",
  );
  const previous = stored.rows[0]?.value ?? seedOrigin;
  if (previous === origin) return 0;
  const oldPrefix = `${previous}/storage/v1/object/public/`;
  const newPrefix = `${origin}/storage/v1/object/public/`;
  let changed = 0;
  await db.transaction(async (tx) => {
    for (const table of schema.tables().filter((t) => t.isTable)) {
      for (const column of table.columns.values()) {
        if (!textTypes.has(column.type.replace(/\(\d+\)$/, ''))) continue;
        const name = `"${column.name.replaceAll('"', '""')}"`;
        const result = await tx.query(
          `update ${qualifiedTable(table)} set ${name} = $1 || substr(${name}, $2)
            where ${name} like $3`,
          [newPrefix, oldPrefix.length + 1, likePrefix(oldPrefix)],
        );
        changed += result.rowCount;
      }
    }
    await tx.query(
      `insert into local_supabase.settings (key, value) values ('storage_origin', $1)
       on conflict (key) do update set value = excluded.value`,
      [origin],
    );
  });
  return changed;
}
