import { selectJson, type SqlExecutor } from '../db/database.ts';

export interface ColumnInfo {
  name: string;
  type: string;
}

export interface TableInfo {
  name: string;
  /** False for views and materialized views. */
  isTable: boolean;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

interface TableRow {
  name: string;
  kind: string;
  columns: ColumnInfo[];
  primary_key: string[];
}

/**
 * Tables and views of the exposed `public` schema, like PostgREST's schema cache: requests are checked
 * against it so unknown names never reach SQL. Reloaded on a miss at most once a second, so tables
 * created after boot show up without letting unknown-table requests trigger a reload each.
 */
export class SchemaCache {
  readonly #db: SqlExecutor;
  #tables = new Map<string, TableInfo>();
  #loadedAt = 0;

  constructor(db: SqlExecutor) {
    this.#db = db;
  }

  async load(): Promise<void> {
    const rows = await selectJson<TableRow>(
      this.#db,
      `select c.relname as name, c.relkind::text as kind,
              (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                        order by a.attnum)
                 from pg_attribute a
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
              coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
                          from pg_index i
                          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                         where i.indrelid = c.oid and i.indisprimary), '[]'::json) as primary_key
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    );
    this.#tables = new Map(
      rows.map((row) => [
        row.name,
        {
          name: row.name,
          isTable: row.kind === 'r' || row.kind === 'p',
          columns: new Map((row.columns ?? []).map((column) => [column.name, column])),
          primaryKey: row.primary_key,
        },
      ]),
    );
    this.#loadedAt = Date.now();
  }

  async table(name: string): Promise<TableInfo | undefined> {
    const known = this.#tables.get(name);
    if (known || Date.now() - this.#loadedAt < 1000) return known;
    await this.load();
    return this.#tables.get(name);
  }

  tables(): TableInfo[] {
    return [...this.#tables.values()];
  }
}
