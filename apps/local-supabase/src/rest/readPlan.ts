import {
  comparisonOperators,
  emptyLevel,
  textSearchOperators,
  type Condition,
  type FieldRef,
  type Level,
  type ParsedQuery,
  type SelectItem,
} from './queryParser.ts';
import { isToOne, resolveRelationship } from './relationships.ts';
import { notImplemented, PgrstError } from './restErrors.ts';
import type { SchemaCache, TableInfo } from './schemaCache.ts';
import { Params, quoteIdent, quoteLiteral } from './sqlText.ts';

export const maxRows = 1000;

/** The pieces of one level's SELECT: columns, lateral joins, conditions and order. */
export interface LevelPlan {
  columns: string;
  joins: string;
  where: string[];
  order: string;
}

export function missingColumn(table: TableInfo, column: string): PgrstError {
  return new PgrstError(400, '42703', `column ${table.name}.${column} does not exist`);
}

function paging(level: Level, cap?: number): string {
  const limit = cap === undefined ? level.limit : Math.min(level.limit ?? cap, cap);
  return `${limit === undefined ? '' : ` limit ${limit}`}${level.offset ? ` offset ${level.offset}` : ''}`;
}

export function whereSql(conditions: string[]): string {
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
}

/**
 * Turns the parsed select tree, filters, order and paging into SQL, level by level: each embedded
 * resource is a correlated subquery (or a lateral join when spread) joined through its foreign key,
 * so one statement answers the whole request as PostgREST's does.
 */
export class QueryPlanner {
  readonly params = new Params();
  readonly #schema: SchemaCache;
  readonly #query: ParsedQuery;
  #aliases = 0;
  readonly #usedPaths = new Set<string>(['']);

  constructor(schema: SchemaCache, query: ParsedQuery) {
    this.#schema = schema;
    this.#query = query;
  }

  level(path: string): Level {
    return this.#query.levels.get(path) ?? emptyLevel();
  }

  /** Filters or paging on a resource the select does not embed are a client mistake PostgREST names. */
  checkLevelsUsed(): void {
    for (const path of this.#query.levels.keys()) {
      if (!this.#usedPaths.has(path)) {
        throw new PgrstError(
          400,
          'PGRST108',
          `'${path}' is not an embedded resource in this request`,
          null,
          `Verify that '${path}' is included in the 'select' query parameter.`,
        );
      }
    }
  }

  field(table: TableInfo, field: FieldRef, source: string): string {
    if (!table.columns.has(field.column)) throw missingColumn(table, field.column);
    let sql = `${source}.${quoteIdent(field.column)}`;
    for (const step of field.path) {
      const key = /^-?\d+$/.test(step.key) ? step.key : quoteLiteral(step.key);
      sql += `${step.asText ? '->>' : '->'}${key}`;
    }
    return sql;
  }

  /** The select list, joins and conditions of `table` read under `source`, embedding at `path`. */
  plan(
    table: TableInfo,
    select: SelectItem[] | undefined,
    source: string,
    path: string,
    withConditions = true,
  ): LevelPlan {
    const columns: string[] = [];
    const joins: string[] = [];
    const where: string[] = [];
    const embeds = new Map<string, string>();
    for (const item of select ?? [{ kind: 'star' }]) {
      if (item.kind === 'star') {
        for (const column of table.columns.keys()) columns.push(`${source}.${quoteIdent(column)}`);
      } else if (item.kind === 'field') {
        let sql = this.field(table, item.field, source);
        if (item.cast) sql = `(${sql})::${item.cast}`;
        const name = item.alias ?? item.field.path.at(-1)?.key ?? item.field.column;
        columns.push(`${sql} as ${quoteIdent(name)}`);
      } else {
        const relationship = resolveRelationship(this.#schema, table, item.target, item.hint);
        const name = item.alias ?? item.target;
        const childPath = path === '' ? name : `${path}.${name}`;
        this.#usedPaths.add(childPath);
        const alias = `_t${++this.#aliases}`;
        const child = this.plan(relationship.target, item.select, alias, childPath);
        const from =
          `from public.${quoteIdent(relationship.target.name)} ${alias}${child.joins}` +
          whereSql([relationship.join(source, alias), ...child.where]);
        const exists = `exists (select 1 ${from})`;
        embeds.set(name, exists);
        const rows = `select ${child.columns} ${from}${child.order}${paging(this.level(childPath))}`;
        if (item.spread) {
          if (!isToOne(relationship)) throw notImplemented('spreading a to-many embedded resource');
          const spread = `_s${++this.#aliases}`;
          joins.push(` ${item.inner ? '' : 'left '}join lateral (${rows}) ${spread} on true`);
          columns.push(`${spread}.*`);
          continue;
        }
        if (item.inner) where.push(exists);
        columns.push(
          isToOne(relationship)
            ? `(select row_to_json(_e) from (${rows}) _e) as ${quoteIdent(name)}`
            : `(select coalesce(json_agg(_e), '[]'::json) from (${rows}) _e) as ${quoteIdent(name)}`,
        );
      }
    }
    const level = this.level(path);
    if (withConditions) {
      for (const condition of level.conditions)
        where.push(this.condition(table, condition, source, embeds));
    }
    const order = level.order.map(
      (term) =>
        `${this.field(table, term.field, source)} ${term.descending ? 'desc' : 'asc'}` +
        (term.nulls ? ` nulls ${term.nulls}` : ''),
    );
    return {
      columns: columns.join(', ') || 'null',
      joins: joins.join(''),
      where,
      order: order.length > 0 ? ` order by ${order.join(', ')}` : '',
    };
  }

  /** `limit`/`offset` of the top level, capped at the server's max rows. */
  topPaging(): string {
    return paging(this.level(''), maxRows);
  }

  condition(
    table: TableInfo,
    condition: Condition,
    source: string,
    embeds: ReadonlyMap<string, string>,
  ): string {
    if (condition.kind === 'logic') {
      const joined = condition.children
        .map((child) => this.condition(table, child, source, embeds))
        .join(condition.operator === 'and' ? ' and ' : ' or ');
      return `${condition.negate ? 'not ' : ''}(${joined || (condition.operator === 'and' ? 'true' : 'false')})`;
    }
    const sql = this.filter(table, condition, source, embeds);
    return condition.negate ? `not (${sql})` : sql;
  }

  filter(
    table: TableInfo,
    filter: Condition & { kind: 'filter' },
    source: string,
    embeds: ReadonlyMap<string, string>,
  ): string {
    const embedded = embeds.get(filter.field.column);
    if (embedded !== undefined && !table.columns.has(filter.field.column)) {
      // `?select=*,clients(*)&clients=not.is.null`: keeps rows by whether the embedding found anything.
      if (filter.operator !== 'is' || (filter.value !== 'null' && filter.value !== 'not_null')) {
        throw new PgrstError(
          400,
          'PGRST120',
          `Bad operator on the '${filter.field.column}' embedded resource`,
          'Only is null or not is null filters are allowed on embedded resources',
        );
      }
      return filter.value === 'null' ? `not ${embedded}` : embedded;
    }
    const target = this.field(table, filter.field, source);
    const add = (value: unknown) => this.params.add(value);
    switch (filter.operator) {
      case 'in':
        return filter.value.length === 0
          ? 'false'
          : `${target} in (${filter.value.map(add).join(', ')})`;
      case 'is':
        return filter.value === 'not_null'
          ? `${target} is not null`
          : `${target} is ${filter.value}`;
      case 'fts':
      case 'plfts':
      case 'phfts':
      case 'wfts': {
        const config = filter.config === undefined ? '' : `${add(filter.config)}::regconfig, `;
        const isVector =
          filter.field.path.length === 0 &&
          table.columns.get(filter.field.column)?.type === 'tsvector';
        const vector = isVector ? target : `to_tsvector(${config}${target})`;
        return `${vector} @@ ${textSearchOperators[filter.operator]}(${config}${add(filter.value)})`;
      }
      default: {
        const operator = comparisonOperators[filter.operator];
        const textual = ['like', 'ilike', 'match', 'imatch'].includes(filter.operator);
        const left = textual ? `${target}::text` : target;
        // PostgREST lets URLs use * for %, which would otherwise need escaping.
        const value = filter.operator.endsWith('like')
          ? filter.value.replaceAll('*', '%')
          : filter.value;
        if (filter.quantifier === undefined) return `${left} ${operator} ${add(value)}`;
        const array = textual ? `${add(value)}::text[]` : add(value);
        return `${left} ${operator} ${filter.quantifier}(${array})`;
      }
    }
  }
}

export type BodyShape = 'rows' | 'object' | 'scalar' | 'scalars' | 'csv';

/** The response body as one text value, aggregated over the rows of `_r`. */
export function bodySql(shape: BodyShape): string {
  switch (shape) {
    case 'rows':
      return `coalesce(json_agg(_r), '[]'::json)::text`;
    case 'object':
      return `coalesce(json_agg(_r)->0, 'null'::json)::text`;
    case 'scalar':
      return `coalesce(json_agg(_r.pgrst_scalar)->0, 'null'::json)::text`;
    case 'scalars':
      return `coalesce(json_agg(_r.pgrst_scalar), '[]'::json)::text`;
    case 'csv':
      // PostgREST's CSV: a header of the first row's keys, then each row as Postgres prints a record.
      return (
        `(select coalesce(string_agg(k, ','), '') from json_object_keys((select row_to_json(_h) from _rows _h limit 1)) k)` +
        ` || E'\\n' || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '')`
      );
  }
}

export interface ReadStatement {
  text: string;
  values: unknown[];
}

/**
 * A SELECT over `from` (a table, a function call or a write's RETURNING rows, aliased `_t0`) answering
 * the body, the number of rows in it and, when asked, the total under the same filters.
 */
export function readStatement(
  schema: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  options: {
    from: string;
    with?: string;
    params?: Params;
    shape: BodyShape;
    withCount: boolean;
    topConditions?: boolean;
  },
): ReadStatement {
  const planner = new QueryPlanner(schema, query);
  if (options.params) planner.params.values.push(...options.params.values);
  const plan = planner.plan(table, query.select, '_t0', '', options.topConditions ?? true);
  planner.checkLevelsUsed();
  const from = `from ${options.from} _t0${plan.joins}${whereSql(plan.where)}`;
  const rows =
    options.shape === 'scalar' || options.shape === 'scalars'
      ? `select _t0.pgrst_scalar ${from}${planner.topPaging()}`
      : `select ${plan.columns} ${from}${plan.order}${planner.topPaging()}`;
  const count = options.withCount ? `(select count(*) ${from})::bigint::text` : 'null';
  const ctes = [options.with, `_rows as (${rows})`].filter(Boolean).join(', ');
  return {
    text: `with ${ctes} select ${bodySql(options.shape)} as body, count(*)::int as rows, ${count} as total from _rows _r`,
    values: planner.params.values,
  };
}
