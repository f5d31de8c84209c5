import { parseError, PgrstError } from './restErrors.ts';

export interface SelectItem {
  /** A column name, or '*' for all columns. */
  column: string;
  alias: string | undefined;
}

export type FilterOperator =
  'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'in' | 'is';

export type Filter =
  | {
      column: string;
      negate: boolean;
      operator: Exclude<FilterOperator, 'in' | 'is'>;
      value: string;
    }
  | { column: string; negate: boolean; operator: 'in'; value: string[] }
  | {
      column: string;
      negate: boolean;
      operator: 'is';
      value: 'null' | 'not_null' | 'true' | 'false' | 'unknown';
    };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | undefined;
}

export interface ParsedQuery {
  /** undefined means `*`. */
  select: SelectItem[] | undefined;
  filters: Filter[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number | undefined;
  onConflict: string[] | undefined;
  columns: string[] | undefined;
}

const identifier = /^[A-Za-z_][A-Za-z0-9_$]*$/;
const reserved = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const isValues = new Set(['null', 'not_null', 'true', 'false', 'unknown']);
const operatorPattern = /^(not\.)?(eq|neq|gt|gte|lt|lte|like|ilike|in|is)\.([\s\S]*)$/;

function column(name: string, context: string): string {
  if (!identifier.test(name))
    throw parseError(`failed to parse ${context} (${name})`, `unexpected "${name}"`);
  return name;
}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (ch === '\\' && quoted) {
      current += ch + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

function parseSelect(raw: string | null, table: string): SelectItem[] | undefined {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return undefined;
  return splitTopLevel(raw).map((part) => {
    const item = part.trim();
    if (item === '*') return { column: '*', alias: undefined };
    const embed = /^(?:[A-Za-z_]\w*:)?([A-Za-z_][\w.]*)(?:!\w+)?\(/.exec(item);
    if (embed) {
      throw new PgrstError(
        400,
        'PGRST200',
        `Could not find a relationship between '${table}' and '${embed[1]}' in the schema cache`,
      );
    }
    const [first, second, ...rest] = item.split(':');
    if (rest.length > 0 || first === undefined)
      throw parseError(`failed to parse select parameter (${raw})`);
    return second === undefined
      ? { column: column(first, 'select parameter'), alias: undefined }
      : { column: column(second, 'select parameter'), alias: column(first, 'select parameter') };
  });
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

function parseFilter(key: string, raw: string): Filter {
  const name = column(key, 'filter');
  const match = operatorPattern.exec(raw);
  if (!match)
    throw parseError(`failed to parse filter (${raw})`, `unexpected "${raw.split('.')[0] ?? raw}"`);
  const negate = match[1] !== undefined;
  const operator = match[2] as FilterOperator;
  const value = match[3] ?? '';
  if (operator === 'in') {
    const list = /^\(([\s\S]*)\)$/.exec(value);
    if (!list) throw parseError(`failed to parse filter (${raw})`, 'expected a parenthesised list');
    const inner = list[1] ?? '';
    return {
      column: name,
      negate,
      operator,
      value: inner.trim() === '' ? [] : splitTopLevel(inner).map(unquote),
    };
  }
  if (operator === 'is') {
    const lowered = value.toLowerCase();
    if (!isValues.has(lowered))
      throw parseError(
        `failed to parse filter (${raw})`,
        'expected null, not_null, true, false or unknown',
      );
    return { column: name, negate, operator, value: lowered as 'null' };
  }
  return { column: name, negate, operator, value };
}

function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null || raw.trim() === '') return [];
  return raw.split(',').map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.');
    let descending = false;
    let nulls: OrderTerm['nulls'];
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw parseError(`failed to parse order (${raw})`, `unexpected "${modifier}"`);
    }
    return { column: column(name, 'order'), descending, nulls };
  });
}

function parseCount(raw: string | null, name: string): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw parseError(`failed to parse ${name} parameter (${raw})`);
  return Number(raw);
}

function parseColumnList(raw: string | null, name: string): string[] | undefined {
  if (raw === null) return undefined;
  return raw.split(',').map((part) => column(unquote(part), name));
}

/** The PostgREST query-string grammar this server supports; anything else is a 400 PGRST100. */
export function parseQuery(params: URLSearchParams, table: string): ParsedQuery {
  for (const logic of ['or', 'and', 'not.or', 'not.and']) {
    if (params.has(logic))
      throw parseError(`logic trees (${logic}) are not supported by the local server`);
  }
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (!reserved.has(key)) filters.push(parseFilter(key, value));
  }
  return {
    select: parseSelect(params.get('select'), table),
    filters,
    order: parseOrder(params.get('order')),
    limit: parseCount(params.get('limit'), 'limit'),
    offset: parseCount(params.get('offset'), 'offset'),
    onConflict: parseColumnList(params.get('on_conflict'), 'on_conflict'),
    columns: parseColumnList(params.get('columns'), 'columns'),
  };
}
