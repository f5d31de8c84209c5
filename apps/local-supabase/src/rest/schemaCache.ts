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
  /** The exposed schema it belongs to. */
  schema: string;
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
  /** The table or view of this schema whose row type the parameter is: a computed field's or relationship's. */
  rowOf: string | null;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  params: FunctionParam[];
  returnsSet: boolean;
  /** The row type's table when the function returns a table (or a set of it) of the exposed schema. */
  returnTable: string | null;
  /** Returns a row type (a table, `returns table (...)`, out parameters or a composite type). */
  returnsComposite: boolean;
  returnsVoid: boolean;
  volatile: boolean;
  /** Declared `rows 1`: PostgREST embeds such a set-returning computed relationship as one object. */
  rowsOne: boolean;
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
  rows_one: boolean;
  columns: ColumnInfo[];
}

const tablesSql = `
  select c.relname as name, c.relkind::text as kind,
         (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
                                            'default', case when a.attidentity <> ''
                                              -- An identity column's default lives in its sequence, not pg_attrdef.
                                              then format('nextval(%L::regclass)', pg_get_serial_sequence(c.oid::regclass::text, a.attname))
                                              else pg_get_expr(d.adbin, d.adrelid) end)
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
   where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

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
     and c.relnamespace = (select oid from pg_namespace where nspname = $1)
     and r.relnamespace = c.relnamespace`;

/**
 * Which table column each view column passes through unchanged, read as PostgREST reads it: from the target
 * entries (`resorigtbl`, `resorigcol`) of the view's stored query tree.
 */
const viewColumnsSql = `
  select c.relname as view, m[1] as column, b.relname as table, a.attname as "tableColumn"
    from pg_class c
    join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
    cross join lateral regexp_matches(r.ev_action::text,
      ':resname (\\S+) :ressortgroupref \\d+ :resorigtbl (\\d+) :resorigcol (\\d+)', 'g') m
    join pg_class b on b.oid = m[2]::oid and b.relnamespace = c.relnamespace
    join pg_attribute a on a.attrelid = b.oid and a.attnum = m[3]::int
   where c.relkind in ('v', 'm') and c.relnamespace = (select oid from pg_namespace where nspname = $1)`;

interface ViewColumn {
  view: string;
  column: string;
  table: string;
  tableColumn: string;
}

/**
 * PostgREST's relationships through views: a view that passes a foreign key's columns through takes part in it, on
 * the referencing side (the view references the target) or the referenced one (the table references the view).
 */
function viewForeignKeys(keys: ForeignKey[], viewColumns: ViewColumn[]): ForeignKey[] {
  const views = new Map<string, Map<string, string>>();
  for (const { view, column, table, tableColumn } of viewColumns) {
    const columns = views.get(view) ?? new Map<string, string>();
    columns.set(`${table}.${tableColumn}`, column);
    views.set(view, columns);
  }
  const through = (columns: Map<string, string>, table: string, names: string[]) => {
    const mapped = names.map((name) => columns.get(`${table}.${name}`));
    return mapped.every((name) => name !== undefined) ? mapped : undefined;
  };
  const derived: ForeignKey[] = [];
  for (const [view, columns] of views) {
    for (const fk of keys) {
      const referencing = through(columns, fk.table, fk.columns);
      if (referencing) derived.push({ ...fk, table: view, columns: referencing });
      const referenced = through(columns, fk.refTable, fk.refColumns);
      if (referenced) derived.push({ ...fk, refTable: view, refColumns: referenced });
    }
  }
  return derived;
}

const functionsSql = `
  select p.proname as name, p.proretset as returns_set, p.provolatile = 'v' as volatile, p.prorows = 1 as rows_one,
         p.prorettype = 'void'::regtype as returns_void,
         (t.typtype = 'c' or p.prorettype = 'record'::regtype) as returns_composite,
         (select r.relname from pg_class r
           where r.oid = t.typrelid and r.relnamespace = p.pronamespace and r.relkind in ('r', 'v', 'm', 'f', 'p'))
           as return_table,
         p.pronargdefaults as defaults,
         coalesce((select json_agg(json_build_object('name', coalesce(u.name, ''), 'type', format_type(u.type, null),
                                                     'variadic', u.mode = 'v',
                                                     'rowOf', (select r.relname from pg_class r
                                                                where r.reltype = u.type and r.relnamespace = p.pronamespace))
                            order by u.ord)
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
   where p.pronamespace = (select oid from pg_namespace where nspname = $1) and p.prokind = 'f'
     and not (p.prorettype = any ('{trigger,event_trigger,internal}'::regtype[]))`;

/**
 * PostgREST's in-database configuration: `alter role authenticator set pgrst.<name> = …`, for this database
 * or all. `db_aggregates_enabled` and `db_tx_end` are read (both off by default, as on Supabase).
 */
const settingsSql = `
  select coalesce(bool_or(name = 'pgrst.db_aggregates_enabled' and lower(value) in ('true', 'on', '1', 'yes')), false)
           as aggregates,
         coalesce(bool_or(name = 'pgrst.db_tx_end' and value like '%-allow-override'), false) as tx_override
    from pg_db_role_setting s
    join pg_roles r on r.oid = s.setrole and r.rolname = 'authenticator'
    cross join lateral unnest(s.setconfig) o(setting)
    cross join lateral (select split_part(o.setting, '=', 1) as name,
                               substr(o.setting, strpos(o.setting, '=') + 1) as value) kv
   where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))`;

/**
 * Tables, views, foreign keys and functions of one exposed schema, like PostgREST's schema
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
  #aggregatesEnabled = false;
  #txEndOverride = false;

  constructor(
    db: SqlExecutor,
    readonly name = 'public',
  ) {
    this.#db = db;
  }

  async load(): Promise<void> {
    const [tables, foreignKeys, viewColumns, functions, settings] = [
      await selectJson<TableRow>(this.#db, tablesSql, [this.name]),
      await selectJson<ForeignKey>(this.#db, foreignKeysSql, [this.name]),
      await selectJson<ViewColumn>(this.#db, viewColumnsSql, [this.name]),
      await selectJson<FunctionRow>(this.#db, functionsSql, [this.name]),
      await selectJson<{ aggregates: boolean; tx_override: boolean }>(this.#db, settingsSql),
    ];
    this.#aggregatesEnabled = settings[0]?.aggregates ?? false;
    this.#txEndOverride = settings[0]?.tx_override ?? false;
    this.#tables = new Map(
      tables.map((row) => [
        row.name,
        {
          schema: this.name,
          name: row.name,
          isTable: row.kind === 'r' || row.kind === 'p',
          columns: new Map((row.columns ?? []).map((column) => [column.name, column])),
          primaryKey: row.primary_key,
          uniqueKeys: row.unique_keys,
        },
      ]),
    );
    this.#foreignKeys = [...foreignKeys, ...viewForeignKeys(foreignKeys, viewColumns)];
    this.#functions = new Map();
    for (const row of functions) {
      const overloads = this.#functions.get(row.name) ?? [];
      overloads.push({
        schema: this.name,
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
        rowsOne: row.rows_one,
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

  /**
   * The function `name` taking one row of `table`: PostgREST's computed field (`select=*,name`) when it returns a
   * scalar, its computed relationship (`select=*,name(*)`) when it returns rows of a table or view.
   */
  computed(table: TableInfo, name: string): FunctionInfo | undefined {
    return this.#functions
      .get(name)
      ?.find((fn) => fn.params.length === 1 && fn.params[0]?.rowOf === table.name);
  }

  /** `db-aggregates-enabled`: whether `count()`, `col.sum()` and the like may be selected. */
  aggregatesEnabled(): boolean {
    return this.#aggregatesEnabled;
  }

  /** `db-tx-end = commit-allow-override`: whether `Prefer: tx=rollback` is honoured. */
  txEndOverride(): boolean {
    return this.#txEndOverride;
  }

  foreignKeys(): readonly ForeignKey[] {
    return this.#foreignKeys;
  }

  tables(): TableInfo[] {
    return [...this.#tables.values()];
  }
}
