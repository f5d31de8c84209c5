import { selectOneJson, type Database } from '../db/database.ts';
import type { ApiRole } from '../rest/requestRole.ts';

export interface ColumnInfo {
  name: string;
  /** `pg_type.typname`, what realtime-js's transformers read (`int4`, `timestamptz`, `_text`). */
  type: string;
  /** The type as SQL can name it, for casting filter values. */
  sqlType: string;
}

export interface TableInfo {
  schema: string;
  table: string;
  columns: ColumnInfo[];
  primaryKey: string[];
  rls: boolean;
  /** The columns each API role may SELECT. */
  selectable: Record<ApiRole, Set<string>>;
}

interface TableRow {
  columns: ColumnInfo[];
  primary_key: string[] | null;
  rls: boolean;
  anon: string[] | null;
  authenticated: string[] | null;
  service_role: string[] | null;
}

/** What a change payload and a subscriber's check need to know of a table, read once until the schema reloads. */
export class TableCatalog {
  readonly #db: Database;
  #tables = new Map<string, Promise<TableInfo | undefined>>();

  constructor(db: Database) {
    this.#db = db;
  }

  clear(): void {
    this.#tables = new Map();
  }

  get(schema: string, table: string): Promise<TableInfo | undefined> {
    const name = `${schema}\0${table}`;
    let info = this.#tables.get(name);
    if (!info) {
      info = this.#read(schema, table);
      this.#tables.set(name, info);
    }
    return info;
  }

  async #read(schema: string, table: string): Promise<TableInfo | undefined> {
    const row = await selectOneJson<TableRow>(
      this.#db,
      `select c.relrowsecurity as rls,
              (select json_agg(json_build_object('name', a.attname, 'type', t.typname,
                                                 'sqlType', a.atttypid::regtype::text) order by a.attnum)
                 from pg_attribute a join pg_type t on t.oid = a.atttypid
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
              (select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
                 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
                where i.indrelid = c.oid and i.indisprimary) as primary_key,
              ${(['anon', 'authenticated', 'service_role'] as const)
                .map(
                  (role) =>
                    `(select json_agg(a.attname) from pg_attribute a
                       where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                         and has_column_privilege('${role}', c.oid, a.attnum, 'SELECT')) as ${role}`,
                )
                .join(',')}
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
      [schema, table],
    );
    if (!row) return undefined;
    return {
      schema,
      table,
      columns: row.columns,
      primaryKey: row.primary_key ?? [],
      rls: row.rls,
      selectable: {
        anon: new Set(row.anon ?? []),
        authenticated: new Set(row.authenticated ?? []),
        service_role: new Set(row.service_role ?? []),
      },
    };
  }
}
