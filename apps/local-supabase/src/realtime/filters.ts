import { selectOneJson, type SqlExecutor } from '../db/database.ts';
import type { ApiRole } from '../rest/requestRole.ts';
import type { TableInfo } from './tables.ts';

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

/** A `postgres_changes` filter (`column=op.value`), its values already in the JSON form rows arrive in. */
export interface RowFilter {
  column: string;
  op: FilterOp;
  values: unknown[];
  /** Compared as instants rather than as text. */
  temporal: boolean;
}

export type FilterResult = { ok: true; filter: RowFilter } | { ok: false; reason: string };

/** Realtime's own cap on an `in` list. */
const maxInValues = 100;
const filterPattern = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.([\s\S]*)$/;

function inValues(list: string): string[] | undefined {
  const inner = /^\(([\s\S]*)\)$/.exec(list)?.[1];
  if (inner === undefined) return undefined;
  return inner.split(',').map((value) => value.trim().replace(/^"([\s\S]*)"$/, '$1'));
}

/**
 * Reads a filter the way Realtime's subscription check does: the column must exist and be readable by the role, and
 * every value must cast to the column's type. The values go to Postgres as parameters, never as SQL text.
 */
export async function parseFilter(
  db: SqlExecutor,
  text: string,
  table: TableInfo,
  role: ApiRole,
): Promise<FilterResult> {
  const match = filterPattern.exec(text);
  if (!match) return { ok: false, reason: `invalid filter: ${text}` };
  const [, column = '', op = 'eq', raw = ''] = match;
  const info = table.columns.find((c) => c.name === column);
  if (!info || !table.selectable[role].has(column)) {
    return { ok: false, reason: `invalid column for filter ${column}` };
  }
  const texts = op === 'in' ? inValues(raw) : [raw];
  if (!texts) return { ok: false, reason: `invalid filter: ${text}` };
  if (texts.length > maxInValues)
    return { ok: false, reason: 'too many values for `in` filter. Maximum 100' };
  try {
    // sqlType is the catalog's own rendering of the column's type (regtype), so it is safe to splice.
    const row = await selectOneJson<{ values: unknown[] }>(
      db,
      `select coalesce(jsonb_agg(to_jsonb(v::${info.sqlType})), '[]') as values from unnest($1::text[]) v`,
      [texts],
    );
    return {
      ok: true,
      filter: {
        column,
        op: op as FilterOp,
        values: row?.values ?? [],
        temporal: /^(timestamp|date|time)/.test(info.sqlType),
      },
    };
  } catch {
    return {
      ok: false,
      reason: `invalid value for filter on ${column}: does not cast to ${info.sqlType}`,
    };
  }
}

function compare(a: unknown, b: unknown, temporal: boolean): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') {
    if (temporal) return Date.parse(a) - Date.parse(b);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return JSON.stringify(a) === JSON.stringify(b) ? 0 : undefined;
}

/** Whether a row passes; a null (or absent) value passes no filter, as in SQL. */
export function rowPasses(filter: RowFilter, row: Record<string, unknown>): boolean {
  const value = row[filter.column];
  if (value === null || value === undefined) return false;
  const order = filter.values.map((v) => compare(value, v, filter.temporal));
  const first = order[0];
  switch (filter.op) {
    case 'eq':
      return first === 0;
    case 'neq':
      return first !== undefined && first !== 0;
    case 'lt':
      return first !== undefined && first < 0;
    case 'lte':
      return first !== undefined && first <= 0;
    case 'gt':
      return first !== undefined && first > 0;
    case 'gte':
      return first !== undefined && first >= 0;
    case 'in':
      return order.includes(0);
  }
}
