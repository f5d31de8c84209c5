import type { ParsedQuery } from './queryParser.ts';
import { QueryPlanner, whereSql } from './readPlan.ts';
import { PgrstError } from './restErrors.ts';
import type { SchemaCache, TableInfo } from './schemaCache.ts';
import { type Params, qualifiedTable, quoteIdent } from './sqlText.ts';

/** For write payloads PostgREST reports unknown keys with its own code. */
export function requirePayloadColumn(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) {
    throw new PgrstError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table.name}' in the schema cache`,
    );
  }
  return quoteIdent(column);
}

/** Counts rows the insert attempted, less those its ON CONFLICT updated: PostgREST's way to tell 201 from 200. */
const countInserted = (step: 1 | -1) =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + ${step})::text, true) <> ''`;

/**
 * The payload rows as a typed record set. With `missing=default`, keys a row lacks take the column's
 * default instead of null (PostgREST merges a JSON object of the defaults under each row).
 */
function payloadSource(
  table: TableInfo,
  columns: string[],
  rows: unknown[],
  applyDefaults: boolean,
  params: Params,
): string {
  const payload = `${params.add(JSON.stringify(rows))}::jsonb`;
  const defaults = columns.flatMap((c) => {
    const expression = table.columns.get(c)?.default;
    return applyDefaults && typeof expression === 'string' ? [[c, expression] as const] : [];
  });
  // Every row evaluates every default, as PostgREST's merge does: a sequence advances once per row, even for a
  // row that brings its own value (the ids a later insert gets match PostgREST's).
  const merged = `jsonb_build_object(${defaults
    .map(([c, expression]) => `${params.add(c)}::text, to_jsonb(${expression})`)
    .join(', ')})`;
  const source =
    defaults.length > 0
      ? `(select jsonb_agg(${merged} || _e) from jsonb_array_elements(${payload}) _e)`
      : payload;
  const typed = columns
    .map((c) => `${quoteIdent(c)} ${table.columns.get(c)?.type ?? 'text'}`)
    .join(', ');
  return `jsonb_to_recordset(${source}) as _p(${typed})`;
}

export function insertStatement(
  table: TableInfo,
  columns: string[],
  rows: unknown[],
  options: {
    kind: 'insert' | 'upsert' | 'ignore';
    conflictColumns: string[];
    applyDefaults: boolean;
    returning: boolean;
  },
  params: Params,
): string {
  const returning = options.returning ? ' returning _t.*' : '';
  if (columns.length === 0) {
    return `insert into ${qualifiedTable(table)} as _t select from jsonb_array_elements(${params.add(JSON.stringify(rows))}::jsonb)${returning}`;
  }
  const list = columns.map((c) => requirePayloadColumn(table, c)).join(', ');
  const source = payloadSource(table, columns, rows, options.applyDefaults, params);
  let sql = `insert into ${qualifiedTable(table)} as _t (${list}) select ${list} from ${source}`;
  if (options.kind !== 'insert') {
    if (options.conflictColumns.length === 0) {
      throw new PgrstError(
        400,
        'PGRST100',
        `table '${table.name}' has no primary key: specify on_conflict`,
      );
    }
    const target = options.conflictColumns.map((c) => requirePayloadColumn(table, c)).join(', ');
    const assignments = columns
      .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`)
      .join(', ');
    sql +=
      options.kind === 'ignore'
        ? ` on conflict (${target}) do nothing`
        : ` where ${countInserted(1)} on conflict (${target}) do update set ${assignments} where ${countInserted(-1)}`;
  }
  return sql + returning;
}

export function updateStatement(
  schema: SchemaCache,
  table: TableInfo,
  row: Record<string, unknown>,
  query: ParsedQuery,
  options: { applyDefaults: boolean; returning: boolean },
  params: Params,
): string {
  const columns = Object.keys(row);
  const assignments = columns
    .map((c) => `${requirePayloadColumn(table, c)} = _p.${quoteIdent(c)}`)
    .join(', ');
  const source = payloadSource(table, columns, [row], options.applyDefaults, params);
  return (
    `update ${qualifiedTable(table)} as _t set ${assignments} from ${source}` +
    topWhere(schema, table, query, params) +
    (options.returning ? ' returning _t.*' : '')
  );
}

export function deleteStatement(
  schema: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  returning: boolean,
  params: Params,
): string {
  return (
    `delete from ${qualifiedTable(table)} as _t${topWhere(schema, table, query, params)}` +
    (returning ? ' returning _t.*' : '')
  );
}

/** The top-level filters of a write, numbered after the parameters already collected. */
function topWhere(
  schema: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  params: Params,
): string {
  const planner = new QueryPlanner(schema, query);
  planner.params.values.push(...params.values);
  const conditions = planner
    .level('')
    .conditions.map((condition) => planner.condition(table, condition, '_t', new Map()));
  params.values.splice(0, params.values.length, ...planner.params.values);
  return whereSql(conditions);
}
