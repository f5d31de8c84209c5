import type { Filter, OrderTerm, ParsedQuery, SelectItem } from './queryParser.ts';
import { PgrstError } from './restErrors.ts';
import type { TableInfo } from './schemaCache.ts';

export const maxRows = 1000;

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Collects positional parameters while SQL text is assembled. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function missingColumn(table: TableInfo, column: string): PgrstError {
  return new PgrstError(400, '42703', `column ${table.name}.${column} does not exist`);
}

export function requireColumn(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) throw missingColumn(table, column);
  return quoteIdent(column);
}

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

export function selectList(
  table: TableInfo,
  select: SelectItem[] | undefined,
  source: string,
): string {
  if (!select) return `${source}.*`;
  return select
    .map(({ column, alias }) =>
      column === '*'
        ? `${source}.*`
        : `${source}.${requireColumn(table, column)} as ${quoteIdent(alias ?? column)}`,
    )
    .join(', ');
}

const comparisons = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function filterSql(table: TableInfo, filter: Filter, source: string, params: Params): string {
  const target = `${source}.${requireColumn(table, filter.column)}`;
  let condition: string;
  switch (filter.operator) {
    case 'in':
      condition =
        filter.value.length === 0
          ? 'false'
          : `${target} in (${filter.value.map((v) => params.add(v)).join(', ')})`;
      break;
    case 'is':
      condition =
        filter.value === 'not_null' ? `${target} is not null` : `${target} is ${filter.value}`;
      break;
    case 'like':
    case 'ilike':
      // PostgREST lets URLs use * for %, which would otherwise need escaping.
      condition = `${target}::text ${filter.operator} ${params.add(filter.value.replaceAll('*', '%'))}`;
      break;
    default:
      condition = `${target} ${comparisons[filter.operator]} ${params.add(filter.value)}`;
  }
  return filter.negate ? `not (${condition})` : condition;
}

export function whereClause(
  table: TableInfo,
  filters: Filter[],
  source: string,
  params: Params,
): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((f) => filterSql(table, f, source, params)).join(' and ')}`;
}

function orderClause(table: TableInfo, order: OrderTerm[], source: string): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (term) =>
      `${source}.${requireColumn(table, term.column)} ${term.descending ? 'desc' : 'asc'}${
        term.nulls ? ` nulls ${term.nulls}` : ''
      }`,
  );
  return ` order by ${terms.join(', ')}`;
}

export function qualifiedTable(table: TableInfo): string {
  return `public.${quoteIdent(table.name)}`;
}

/** GET: the rows as one JSON text plus, when asked, the total count under the same filters. */
export function readStatement(table: TableInfo, query: ParsedQuery, withCount: boolean) {
  const params = new Params();
  const where = whereClause(table, query.filters, '_t', params);
  const limit = Math.min(query.limit ?? maxRows, maxRows);
  const inner =
    `select ${selectList(table, query.select, '_t')} from ${qualifiedTable(table)} _t${where}` +
    `${orderClause(table, query.order, '_t')} limit ${limit} offset ${query.offset ?? 0}`;
  const count = withCount
    ? `(select count(*) from ${qualifiedTable(table)} _t${where})::bigint::text`
    : 'null';
  return {
    text: `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as rows, ${count} as total from (${inner}) _r`,
    values: params.values,
  };
}

/** Wraps a data-modifying statement so its RETURNING rows come back as JSON in the requested shape. */
export function withRepresentation(
  dml: string,
  table: TableInfo,
  select: SelectItem[] | undefined,
): string {
  return `with _w as (${dml} returning _t.*) select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as rows from (select ${selectList(table, select, '_w')} from _w) _r`;
}

export function insertStatement(
  table: TableInfo,
  columns: string[],
  rows: unknown[],
  kind: 'insert' | 'upsert' | 'ignore',
  conflictColumns: string[],
  params: Params,
): string {
  if (columns.length === 0) return `insert into ${qualifiedTable(table)} as _t default values`;
  const list = columns.map((c) => requirePayloadColumn(table, c)).join(', ');
  let sql =
    `insert into ${qualifiedTable(table)} as _t (${list}) ` +
    `select ${list} from json_populate_recordset(null::${qualifiedTable(table)}, ${params.add(JSON.stringify(rows))}::json)`;
  if (kind !== 'insert') {
    if (conflictColumns.length === 0) {
      throw new PgrstError(
        400,
        'PGRST100',
        `table '${table.name}' has no primary key: specify on_conflict`,
      );
    }
    const target = conflictColumns.map((c) => requireColumn(table, c)).join(', ');
    const assignments = columns
      .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`)
      .join(', ');
    sql +=
      kind === 'ignore'
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${assignments}`;
  }
  return sql;
}

export function updateStatement(
  table: TableInfo,
  columns: string[],
  row: unknown,
  filters: Filter[],
  params: Params,
): string {
  const assignments = columns
    .map((c) => `${requirePayloadColumn(table, c)} = _body.${quoteIdent(c)}`)
    .join(', ');
  const body = `(select * from json_populate_record(null::${qualifiedTable(table)}, ${params.add(JSON.stringify(row))}::json)) _body`;
  return `update ${qualifiedTable(table)} as _t set ${assignments} from ${body}${whereClause(table, filters, '_t', params)}`;
}

export function deleteStatement(table: TableInfo, filters: Filter[], params: Params): string {
  return `delete from ${qualifiedTable(table)} as _t${whereClause(table, filters, '_t', params)}`;
}
