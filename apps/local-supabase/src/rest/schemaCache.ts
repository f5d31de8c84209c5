import { selectJson, type SqlExecutor } from '../db/database.ts';

export interface ColumnInfo {
  name: string;
  type: string;
  /** The column's DEFAULT expression, for `Prefer: missing=default`. */
  default: string | null;
}

/** A foreign key of the exposed schema: `columns` of `table` reference `refColumns` of `refTable`. */
export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface TableInfo {
  name: string;
  /** False for views and materialized views. */
  isTable: boolean;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
  /** Column sets with a unique index (the primary key included): a foreign key on one is one-to-one. */
  uniqueKeys: string[][];
}

export interface FunctionParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface FunctionInfo {
  name: string;
  params: FunctionParam[];
  returnsSet: boolean;
  /** The row type's table when the function returns a table (or a set of it) of the exposed schema. */
  returnTable: string | null;
  /** Returns a row type (a table, `returns table (...)`, out parameters or a composite type). */
  returnsComposite: boolean;
  returnsVoid: boolean;
  volatile: boolean;
  /** The columns of the rows it returns, when it returns rows. */
  columns: ColumnInfo[];
}

interface TableRow {
  name: string;
  kind: string;
  columns: ColumnInfo[] | null;
  primary_key: string[];
  unique_keys: string[][];
}

interface FunctionRow {
  name: string;
  params: Omit<FunctionParam, 'hasDefault'>[];
  defaults: number;
  returns_set: boolean;
  return_table: string | null;
  returns_composite: boolean;
  returns_void: boolean;
  volatile: boolean;
  columns: ColumnInfo[];
}

const tablesSql = `
  select c.relname as name, c.relkind::text as kind,
         (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
                                            'default', pg_get_expr(d.adbin, d.adrelid))
                   order by a.attnum)
            from pg_attribute a
            left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
           where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
         coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
                     from pg_index i
                     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                    where i.indrelid = c.oid and i.indisprimary), '[]'::json) as primary_key,
         coalesce((select json_agg((select json_agg(a.attname)
                                      from pg_attribute a
                                     where a.attrelid = i.indrelid and a.attnum = any(i.indkey)))
                     from pg_index i
                    where i.indrelid = c.oid and i.indisunique and i.indpred is null), '[]'::json) as unique_keys
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

const foreignKeysSql = `
  select k.conname as name, c.relname as table, r.relname as "refTable",
         (select json_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(num, ord)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.num) as columns,
         (select json_agg(a.attname order by u.ord) from unnest(k.confkey) with ordinality u(num, ord)
            join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.num) as "refColumns"
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
   where k.contype = 'f'
     and c.relnamespace = 'public'::regnamespace and r.relnamespace = 'public'::regnamespace`;

const functionsSql = `
  select p.proname as name, p.proretset as returns_set, p.provolatile = 'v' as volatile,
         p.prorettype = 'void'::regtype as returns_void,
         (t.typtype = 'c' or p.prorettype = 'record'::regtype) as returns_composite,
         (select r.relname from pg_class r
           where r.oid = t.typrelid and r.relnamespace = 'public'::regnamespace and r.relkind in ('r', 'v', 'm', 'f', 'p'))
           as return_table,
         p.pronargdefaults as defaults,
         coalesce((select json_agg(json_build_object('name', coalesce(u.name, ''), 'type', format_type(u.type, null),
                                                     'variadic', u.mode = 'v') order by u.ord)
                     from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes)
                          with ordinality u(type, name, mode, ord)
                    where coalesce(u.mode, 'i') in ('i', 'b', 'v')), '[]'::json) as params,
         coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
                                                     'default', null) order by a.attnum)
                     from pg_attribute a
                    where a.attrelid = t.typrelid and t.typrelid <> 0 and a.attnum > 0 and not a.attisdropped),
                  (select json_agg(json_build_object('name', u.name, 'type', format_type(u.type, null),
                                                     'default', null) order by u.ord)
                     from unnest(p.proallargtypes, p.proargnames, p.proargmodes) with ordinality u(type, name, mode, ord)
                    where u.mode in ('o', 'b', 't')), '[]'::json) as columns
    from pg_proc p
    join pg_type t on t.oid = p.prorettype
   where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
     and not (p.prorettype = any ('{trigger,event_trigger,internal}'::regtype[]))`;

/**
 * Tables, views, foreign keys and functions of the exposed `public` schema, like PostgREST's schema
 * cache: requests are checked against it so unknown names never reach SQL. Reloaded on a miss at most
 * once a second, so objects created after boot show up without letting unknown-name requests trigger
 * a reload each.
 */
export class SchemaCache {
  readonly #db: SqlExecutor;
  #tables = new Map<string, TableInfo>();
  #foreignKeys: ForeignKey[] = [];
  #functions = new Map<string, FunctionInfo[]>();
  #loadedAt = 0;

  constructor(db: SqlExecutor) {
    this.#db = db;
  }

  async load(): Promise<void> {
    const [tables, foreignKeys, functions] = [
      await selectJson<TableRow>(this.#db, tablesSql),
      await selectJson<ForeignKey>(this.#db, foreignKeysSql),
      await selectJson<FunctionRow>(this.#db, functionsSql),
    ];
    this.#tables = new Map(
      tables.map((row) => [
        row.name,
        {
          name: row.name,
          isTable: row.kind === 'r' || row.kind === 'p',
          columns: new Map((row.columns ?? []).map((column) => [column.name, column])),
          primaryKey: row.primary_key,
          uniqueKeys: row.unique_keys,
        },
      ]),
    );
    this.#foreignKeys = foreignKeys;
    this.#functions = new Map();
    for (const row of functions) {
      const overloads = this.#functions.get(row.name) ?? [];
      overloads.push({
        name: row.name,
        // Defaults belong to the last input parameters.
        params: row.params.map((param, index) => ({
          ...param,
          hasDefault: index >= row.params.length - row.defaults,
        })),
        returnsSet: row.returns_set,
        returnTable: row.return_table,
        returnsComposite: row.returns_composite,
        returnsVoid: row.returns_void,
        volatile: row.volatile,
        columns: row.columns,
      });
      this.#functions.set(row.name, overloads);
    }
    this.#loadedAt = Date.now();
  }

  async #reloadOnMiss(found: boolean): Promise<void> {
    if (!found && Date.now() - this.#loadedAt >= 1000) await this.load();
  }

  async table(name: string): Promise<TableInfo | undefined> {
    await this.#reloadOnMiss(this.#tables.has(name));
    return this.#tables.get(name);
  }

  async functions(name: string): Promise<FunctionInfo[]> {
    await this.#reloadOnMiss(this.#functions.has(name));
    return this.#functions.get(name) ?? [];
  }

  /** A table already in the cache: embedded resources are looked up while a request is planned. */
  knownTable(name: string): TableInfo | undefined {
    return this.#tables.get(name);
  }

  foreignKeys(): readonly ForeignKey[] {
    return this.#foreignKeys;
  }

  tables(): TableInfo[] {
    return [...this.#tables.values()];
  }
}
