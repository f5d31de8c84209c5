import { protocol, type PGlite } from '@electric-sql/pglite';

/*
 * What `supabase gen types typescript` reads of a database, read from the catalogue of a PGlite that holds the
 * migrations. The CLI asks postgres-meta, which answers the same questions; this reads only what the render
 * (render.ts) prints, and render.ts refuses what it does not know how to print rather than guess.
 */

export interface RelationColumn {
  name: string;
  /** The type's name as the catalogue spells it (`int4`, `_text` for text[]); a domain gives its base type. */
  format: string;
  isNullable: boolean;
  hasDefault: boolean;
  identityGeneration: 'ALWAYS' | 'BY DEFAULT' | null;
  /** For views: whether an insert or update may write the column. */
  isUpdatable: boolean;
}

export interface Relation {
  oid: number;
  schema: string;
  name: string;
  kind: 'table' | 'view';
  /** Views only: whether the view takes inserts and updates (auto-updatable, or with INSTEAD triggers). */
  isUpdatable: boolean;
  columns: RelationColumn[];
}

export interface ForeignKey {
  name: string;
  schema: string;
  relation: string;
  columns: string[];
  referencedSchema: string;
  referencedRelation: string;
  referencedColumns: string[];
  /** Its columns are also the table's primary key or a unique key. */
  isOneToOne: boolean;
}

export interface FunctionArgument {
  name: string;
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  type: string;
  hasDefault: boolean;
}

export interface DatabaseFunction {
  schema: string;
  name: string;
  args: FunctionArgument[];
  returnType: string;
  returnsSet: boolean;
  /** The table or view whose rows it returns, if any. */
  returnsRelation: boolean;
}

export interface UserType {
  schema: string;
  name: string;
  /** An enum's labels in their order. */
  enumLabels: string[];
  /** A composite type's attributes. */
  attributes: { name: string; type: string }[];
}

export interface Introspection {
  schemas: string[];
  relations: Relation[];
  foreignKeys: ForeignKey[];
  functions: DatabaseFunction[];
  /** Enums and composite types of every schema: a column may use one from outside the generated schemas. */
  types: UserType[];
}

async function rows<Row>(db: PGlite, sql: string, params: unknown[] = []): Promise<Row[]> {
  return (await db.query<Row>(sql, params)).rows;
}

export async function introspect(db: PGlite, schemas: string[]): Promise<Introspection> {
  const relations = await readRelations(db, schemas);
  const tableKeys = await readForeignKeys(db, schemas);
  const viewKeys = await viewForeignKeys(
    db,
    relations.filter((r) => r.kind === 'view'),
    tableKeys,
  );
  return {
    schemas: [...schemas].sort(),
    relations,
    foreignKeys: [...tableKeys, ...viewKeys],
    functions: await readFunctions(db, schemas),
    types: await readTypes(db),
  };
}

async function readRelations(db: PGlite, schemas: string[]): Promise<Relation[]> {
  const found = await rows<{ oid: number; schema: string; name: string; relkind: string }>(
    db,
    `select c.oid::int4 as oid, n.nspname as schema, c.relname as name, c.relkind::text as relkind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    [schemas],
  );
  const columns = await rows<RelationColumn & { relation: number }>(
    db,
    `select a.attrelid::int4 as relation, a.attname as name, coalesce(bt.typname, t.typname)::text as format,
            not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as "isNullable",
            a.atthasdef as "hasDefault",
            case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end as "identityGeneration",
            (c.relkind in ('r', 'p') or (c.relkind in ('v', 'f')
              and pg_column_is_updatable(c.oid, a.attnum, false))) as "isUpdatable"
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
      where n.nspname = any($1) and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [schemas],
  );
  const updatable = await rows<{ oid: number; updatable: boolean }>(
    db,
    `select c.oid::int4 as oid, (pg_relation_is_updatable(c.oid, false) & 20) = 20 as updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind = 'v'`,
    [schemas],
  );
  const updatableViews = new Set(updatable.filter((v) => v.updatable).map((v) => v.oid));
  return found.map((r) => ({
    oid: r.oid,
    schema: r.schema,
    name: r.name,
    kind: r.relkind === 'v' || r.relkind === 'm' ? 'view' : 'table',
    isUpdatable: updatableViews.has(r.oid),
    columns: columns
      .filter((column) => column.relation === r.oid)
      .map(({ relation: _relation, ...column }) => column),
  }));
}

interface TableForeignKey extends ForeignKey {
  tableOid: number;
  referencedOid: number;
  attnums: number[];
  referencedAttnums: number[];
}

async function readForeignKeys(db: PGlite, schemas: string[]): Promise<TableForeignKey[]> {
  const keys = await rows<Omit<TableForeignKey, 'isOneToOne'> & { keySets: number[][] }>(
    db,
    `select k.conname as name, n.nspname as schema, t.relname as relation, rn.nspname as "referencedSchema",
            r.relname as "referencedRelation", t.oid::int4 as "tableOid", r.oid::int4 as "referencedOid",
            k.conkey::int4[] as attnums, k.confkey::int4[] as "referencedAttnums",
            (select array_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(attnum, ord)
               join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum) as columns,
            (select array_agg(a.attname order by u.ord) from unnest(k.confkey) with ordinality u(attnum, ord)
               join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum) as "referencedColumns",
            coalesce((select json_agg((select array_agg(x order by x) from unnest(o.conkey) x))
                        from pg_constraint o where o.conrelid = k.conrelid and o.contype in ('p', 'u')),
                     '[]') as "keySets"
       from pg_constraint k
       join pg_class t on t.oid = k.conrelid
       join pg_namespace n on n.oid = k.connamespace
       join pg_class r on r.oid = k.confrelid
       join pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and k.conparentid = 0 and n.nspname = any($1)`,
    [schemas],
  );
  // One to one when the key's columns, in table order, are exactly a primary or unique key's.
  return keys.map(({ keySets, ...key }) => {
    const inTableOrder = [...key.attnums].sort((a, b) => a - b).join(',');
    return {
      ...key,
      isOneToOne:
        key.attnums.join(',') === inTableOrder &&
        keySets.some((set) => set.join(',') === inTableOrder),
    };
  });
}

/**
 * The column of a base table each output column of a view comes straight from, as Postgres reports it in the
 * row description of the view's query (the origin it reports for a view itself is the view, so the query is the
 * view's definition); 0 where a column is computed.
 */
async function viewColumnOrigins(
  db: PGlite,
  view: Relation,
): Promise<{ table: number; attnum: number }[]> {
  const [definition] = await rows<{ sql: string }>(db, 'select pg_get_viewdef($1::oid) as sql', [
    view.oid,
  ]);
  const select = (definition?.sql ?? '').trim().replace(/;$/, '');
  const { messages } = await db.execProtocol(
    protocol.serialize.query(`select * from (${select}) as v limit 0`),
  );
  const description = messages.find(
    (message): message is InstanceType<typeof protocol.messages.RowDescriptionMessage> =>
      message.name === 'rowDescription',
  );
  return (description?.fields ?? []).map((field) => ({
    table: field.tableID,
    attnum: field.columnID,
  }));
}

/*
 * A view that shows a foreign key's columns (or the columns a foreign key references) takes part in that key's
 * relationship, as PostgREST embeds through views: one relationship per way of picking view columns that show
 * every column of the key.
 */
async function viewForeignKeys(
  db: PGlite,
  views: Relation[],
  keys: TableForeignKey[],
): Promise<ForeignKey[]> {
  const shown = new Map<
    number,
    { view: Relation; columnsOf: (table: number, attnums: number[]) => string[][] }
  >();
  for (const view of views) {
    const origins = await viewColumnOrigins(db, view);
    const columnsOf = (table: number, attnums: number[]) =>
      cartesian(
        attnums.map((attnum) =>
          view.columns
            .filter((_, i) => origins[i]?.table === table && origins[i]?.attnum === attnum)
            .map((c) => c.name),
        ),
      );
    shown.set(view.oid, { view, columnsOf });
  }
  const related: ForeignKey[] = [];
  for (const key of keys) {
    for (const { view, columnsOf } of shown.values()) {
      for (const columns of columnsOf(key.tableOid, key.attnums)) {
        related.push({ ...plain(key), schema: view.schema, relation: view.name, columns });
      }
      for (const referencedColumns of columnsOf(key.referencedOid, key.referencedAttnums)) {
        related.push({
          ...plain(key),
          referencedSchema: view.schema,
          referencedRelation: view.name,
          referencedColumns,
        });
      }
      for (const columns of columnsOf(key.tableOid, key.attnums)) {
        for (const { view: target, columnsOf: targetColumnsOf } of shown.values()) {
          for (const referencedColumns of targetColumnsOf(
            key.referencedOid,
            key.referencedAttnums,
          )) {
            related.push({
              ...plain(key),
              schema: view.schema,
              relation: view.name,
              columns,
              referencedSchema: target.schema,
              referencedRelation: target.name,
              referencedColumns,
            });
          }
        }
      }
    }
  }
  return related;
}

function plain(key: TableForeignKey): ForeignKey {
  const {
    tableOid: _tableOid,
    referencedOid: _referencedOid,
    attnums: _attnums,
    referencedAttnums: _referencedAttnums,
    ...foreignKey
  } = key;
  return foreignKey;
}

/** Every pick of one entry from each list; none when a list is empty. */
function cartesian(lists: string[][]): string[][] {
  return lists
    .reduce<string[][]>(
      (picks, list) => picks.flatMap((pick) => list.map((entry) => [...pick, entry])),
      [[]],
    )
    .filter((pick) => pick.length === lists.length && lists.length > 0);
}

const argumentModes = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' } as const;

async function readFunctions(db: PGlite, schemas: string[]): Promise<DatabaseFunction[]> {
  const found = await rows<{
    schema: string;
    name: string;
    modes: (keyof typeof argumentModes)[] | null;
    names: string[] | null;
    types: string[];
    defaults: number;
    inCount: number;
    returnType: string;
    returnsSet: boolean;
    returnsRelation: boolean;
  }>(
    db,
    `select n.nspname as schema, p.proname as name, p.proargmodes::text[] as modes, p.proargnames as names,
            array(select t.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                    with ordinality u(type, ord) join pg_type t on t.oid = u.type order by u.ord) as types,
            p.pronargdefaults::int4 as defaults, p.pronargs::int4 as "inCount", rt.typname::text as "returnType",
            p.proretset as "returnsSet", rt.typrelid <> 0 as "returnsRelation"
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = any($1) and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')`,
    [schemas],
  );
  return found.map((fn) => {
    let inputs = 0;
    const args = fn.types.map((type, i): FunctionArgument => {
      const mode = argumentModes[fn.modes?.[i] ?? 'i'];
      const isInput = mode === 'in' || mode === 'inout' || mode === 'variadic';
      // Defaults belong to the last input arguments.
      const hasDefault = isInput && inputs++ >= fn.inCount - fn.defaults;
      return { name: fn.names?.[i] ?? '', mode, type, hasDefault };
    });
    return {
      schema: fn.schema,
      name: fn.name,
      args,
      returnType: fn.returnType,
      returnsSet: fn.returnsSet,
      returnsRelation: fn.returnsRelation,
    };
  });
}

async function readTypes(db: PGlite): Promise<UserType[]> {
  const enums = await rows<{ schema: string; name: string; labels: string[] }>(
    db,
    `select n.nspname as schema, t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
      group by n.nspname, t.typname`,
  );
  const composites = await rows<{
    schema: string;
    name: string;
    attributes: { name: string; type: string }[];
  }>(
    db,
    `select n.nspname as schema, t.typname as name,
            json_agg(json_build_object('name', a.attname, 'type', at.typname) order by a.attnum) as attributes
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
       join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type at on at.oid = a.atttypid
      where n.nspname not in ('pg_catalog', 'information_schema')
      group by n.nspname, t.typname`,
  );
  return [
    ...enums.map((e) => ({ schema: e.schema, name: e.name, enumLabels: e.labels, attributes: [] })),
    ...composites.map((c) => ({
      schema: c.schema,
      name: c.name,
      enumLabels: [],
      attributes: c.attributes,
    })),
  ];
}
