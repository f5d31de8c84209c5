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
import { PgrstError } from './restErrors.ts';
import type { SchemaCache, TableInfo } from './schemaCache.ts';
import { Params, qualifiedTable, quoteIdent, quoteLiteral, rowOf } from './sqlText.ts';

export const maxRows = 1000;

/** One output column of a level: its SQL, its key in the JSON row, and whether it aggregates. */
interface OutputColumn {
  sql: string;
  name: string;
  aggregate: boolean;
  /** An embedding's JSON, which an aggregating level groups by as jsonb (json has no equality), as PostgREST does. */
  embedded?: boolean;
}

/** The pieces of one level's SELECT: columns, lateral joins, conditions, grouping and order. */
export interface LevelPlan {
  columns: string;
  /** Output names, in order, for a spread parent to select by. */
  names: string[];
  joins: string;
  where: string[];
  /** ` group by …` when the level aggregates, else ''. */
  groupBy: string;
  order: string;
}

/** `label` is how PostgreSQL would name the relation: PostgREST aliases an embedded one `<table>_<depth>`. */
export function missingColumn(table: TableInfo, column: string, label = table.name): PgrstError {
  return new PgrstError(400, '42703', `column ${label}.${column} does not exist`);
}

const aggregatesDisabled = () =>
  new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

/** Embedding deeper than this is refused: each level is a subquery, and nobody needs more. */
export const maxEmbedDepth = 16;

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

  field(table: TableInfo, field: FieldRef, source: string, label = table.name): string {
    let sql = `${source}.${quoteIdent(field.column)}`;
    if (!table.columns.has(field.column)) {
      const computed = this.#schema.computed(table, field.column);
      if (!computed || computed.returnsComposite) throw missingColumn(table, field.column, label);
      sql = `${qualifiedTable(computed)}(${rowOf(source, table)})`;
    }
    for (const step of field.path) {
      const key = /^-?\d+$/.test(step.key) ? step.key : quoteLiteral(step.key);
      sql += `${step.asText ? '->>' : '->'}${key}`;
    }
    return sql;
  }

  #aggregate(
    table: TableInfo,
    item: SelectItem & { kind: 'aggregate' },
    source: string,
    label: string,
  ): OutputColumn {
    if (!this.#schema.aggregatesEnabled()) throw aggregatesDisabled();
    let input = item.field ? this.field(table, item.field, source, label) : '*';
    if (item.inputCast) input = `(${input})::${item.inputCast}`;
    let sql = `${item.function}(${input})`;
    if (item.cast) sql = `(${sql})::${item.cast}`;
    return { sql, name: item.alias ?? item.function, aggregate: true };
  }

  /** The select list, joins and conditions of `table` read under `source`, embedding at `path`. */
  plan(
    table: TableInfo,
    select: SelectItem[] | undefined,
    source: string,
    path: string,
    withConditions = true,
    depth = 0,
  ): LevelPlan {
    if (depth > maxEmbedDepth) {
      throw new PgrstError(
        400,
        'PGRST100',
        `failed to parse select parameter: embedding deeper than ${maxEmbedDepth} levels`,
      );
    }
    const label = depth === 0 ? table.name : `${table.name}_${depth}`;
    const columns: OutputColumn[] = [];
    const joins: string[] = [];
    const where: string[] = [];
    const embeds = new Map<string, string>();
    for (const item of select ?? [{ kind: 'star' }]) {
      if (item.kind === 'star') {
        for (const column of table.columns.keys())
          columns.push({ sql: `${source}.${quoteIdent(column)}`, name: column, aggregate: false });
      } else if (item.kind === 'aggregate') {
        columns.push(this.#aggregate(table, item, source, label));
      } else if (item.kind === 'field') {
        const bare = item.field.path.length === 0 && !item.alias && !item.cast;
        if (bare && depth > 0 && item.field.column === 'count' && !table.columns.has('count')) {
          // `clients(count)`: PostgREST's short form of `clients(count())` inside an embedding.
          columns.push(
            this.#aggregate(
              table,
              {
                ...item,
                kind: 'aggregate',
                function: 'count',
                field: undefined,
                inputCast: undefined,
              },
              source,
              label,
            ),
          );
          continue;
        }
        let sql = this.field(table, item.field, source, label);
        if (item.cast) sql = `(${sql})::${item.cast}`;
        const name = item.alias ?? item.field.path.at(-1)?.key ?? item.field.column;
        columns.push({ sql, name, aggregate: false });
      } else {
        const relationship = resolveRelationship(this.#schema, table, item.target, item.hint);
        const name = item.alias ?? item.target;
        const childPath = path === '' ? name : `${path}.${name}`;
        this.#usedPaths.add(childPath);
        const alias = `_t${++this.#aliases}`;
        const child = this.plan(
          relationship.target,
          item.select,
          alias,
          childPath,
          true,
          depth + 1,
        );
        const from =
          `from ${relationship.from?.(source) ?? qualifiedTable(relationship.target)} ${alias}${child.joins}` +
          whereSql([relationship.join(source, alias), ...child.where]);
        const exists = `exists (select 1 ${from})`;
        embeds.set(name, exists);
        const rows = `select ${child.columns} ${from}${child.groupBy}${child.order}${paging(this.level(childPath))}`;
        if (item.spread && item.select.length > 0) {
          const spread = `_s${++this.#aliases}`;
          const toMany = !isToOne(relationship);
          // PostgREST 13 spreads a to-many embedding as one array per column, in the rows' order.
          const source = toMany
            ? `(select ${child.names
                .map(
                  (n) => `coalesce(json_agg(_x.${quoteIdent(n)}), '[]'::json) as ${quoteIdent(n)}`,
                )
                .join(', ')} from (${rows}) _x)`
            : `(${rows})`;
          joins.push(
            ` ${item.inner && !toMany ? '' : 'left '}join lateral ${source} ${spread} on true`,
          );
          if (item.inner && toMany) where.push(exists);
          for (const spreadName of child.names)
            columns.push({
              sql: `${spread}.${quoteIdent(spreadName)}`,
              name: spreadName,
              aggregate: false,
              embedded: toMany,
            });
          continue;
        }
        if (item.inner) where.push(exists);
        if (item.select.length === 0) continue;
        columns.push({
          sql: isToOne(relationship)
            ? `(select row_to_json(_e) from (${rows}) _e)`
            : `(select coalesce(json_agg(_e), '[]'::json) from (${rows}) _e)`,
          name,
          aggregate: false,
          embedded: true,
        });
      }
    }
    const level = this.level(path);
    if (withConditions) {
      for (const condition of level.conditions)
        where.push(this.condition(table, condition, source, embeds));
    }
    const order = level.order.map(
      (term) =>
        `${this.field(table, term.field, source, label)} ${term.descending ? 'desc' : 'asc'}` +
        (term.nulls ? ` nulls ${term.nulls}` : ''),
    );
    // PostgREST groups an aggregating level by every column it selects that does not aggregate.
    const aggregating = columns.some((c) => c.aggregate);
    if (aggregating) {
      for (const column of columns) if (column.embedded) column.sql = `(${column.sql})::jsonb`;
    }
    const grouped = aggregating ? columns.filter((c) => !c.aggregate).map((c) => c.sql) : [];
    return {
      columns: columns.map((c) => `${c.sql} as ${quoteIdent(c.name)}`).join(', ') || 'null',
      names: columns.map((c) => c.name),
      joins: joins.join(''),
      where,
      groupBy: grouped.length > 0 ? ` group by ${grouped.join(', ')}` : '',
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
  /** An EXPLAIN of the rows without paging, whose top node's row estimate is `count=planned`. */
  planText: string;
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
  const unpaged =
    options.shape === 'scalar' || options.shape === 'scalars'
      ? `select _t0.pgrst_scalar ${from}`
      : `select ${plan.columns} ${from}${plan.groupBy}`;
  const rows =
    options.shape === 'scalar' || options.shape === 'scalars'
      ? `${unpaged}${planner.topPaging()}`
      : `${unpaged}${plan.order}${planner.topPaging()}`;
  const count = options.withCount ? `(select count(*) ${from})::bigint::text` : 'null';
  const ctes = [options.with, `_rows as (${rows})`].filter(Boolean).join(', ');
  return {
    text: `with ${ctes} select ${bodySql(options.shape)} as body, count(*)::int as rows, ${count} as total from _rows _r`,
    values: planner.params.values,
    planText: `explain (format json) ${options.with ? `with ${options.with} ` : ''}${unpaged}`,
  };
}
