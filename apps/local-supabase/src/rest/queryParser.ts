import { notImplemented, parseError } from './restErrors.ts';

/** One `->` / `->>` step of a JSON path: a key, or an array index when it is an integer. */
export interface JsonStep {
  asText: boolean;
  key: string;
}

/** A column, possibly followed by a JSON path: `data->a->>b`. */
export interface FieldRef {
  column: string;
  path: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: FieldRef; alias: string | undefined; cast: string | undefined }
  | {
      kind: 'embed';
      /** The related table's name. */
      target: string;
      alias: string | undefined;
      hint: string | undefined;
      inner: boolean;
      spread: boolean;
      select: SelectItem[];
    }
  | {
      kind: 'aggregate';
      function: AggregateFunction;
      /** The column aggregated; none for `count()`. */
      field: FieldRef | undefined;
      alias: string | undefined;
      /** `col::type.sum()`: the column's cast before aggregating. */
      inputCast: string | undefined;
      /** `col.sum()::type`: the result's cast. */
      cast: string | undefined;
    };

export const aggregateFunctions = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type AggregateFunction = (typeof aggregateFunctions)[number];

export const comparisonOperators = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
} as const;
export const textSearchOperators = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
type ComparisonOperator = keyof typeof comparisonOperators;
type TextSearchOperator = keyof typeof textSearchOperators;
/** PostgREST accepts `(any)`/`(all)` only on these. */
const quantifiable = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const isValues = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

export type Filter = { field: FieldRef; negate: boolean } & (
  | { operator: ComparisonOperator; quantifier: 'any' | 'all' | undefined; value: string }
  | { operator: 'in'; value: string[] }
  | { operator: 'is'; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' }
  | { operator: TextSearchOperator; config: string | undefined; value: string }
);

export type Condition =
  | ({ kind: 'filter' } & Filter)
  | { kind: 'logic'; operator: 'and' | 'or'; negate: boolean; children: Condition[] };

export interface OrderTerm {
  field: FieldRef;
  descending: boolean;
  nulls: 'first' | 'last' | undefined;
}

/** Filters, order and paging of one level: the top-level resource or one embedded resource. */
export interface Level {
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number | undefined;
}

export interface ParsedQuery {
  /** undefined means `*`. */
  select: SelectItem[] | undefined;
  /** Keyed by the embedding path of names/aliases joined with '.', '' for the top level. */
  levels: Map<string, Level>;
  onConflict: string[] | undefined;
  columns: string[] | undefined;
  /** Query parameters left for a GET function call to take as its arguments. */
  unclaimed: Map<string, string>;
}

export function emptyLevel(): Level {
  return { conditions: [], order: [], limit: undefined, offset: undefined };
}

const identifier = /^[A-Za-z_][A-Za-z0-9_$]*$/;
const castType = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/;

/** Splits on `separator` outside double quotes, parentheses and braces. */
export function splitTopLevel(text: string, separator = ','): string[] {
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
    else if (!quoted && (ch === '(' || ch === '{')) depth++;
    else if (!quoted && (ch === ')' || ch === '}')) depth--;
    if (ch === separator && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** A name that is either a plain identifier or double-quoted (which allows spaces and any character). */
function name(raw: string, context: string): string {
  const trimmed = raw.trim();
  if (trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length > 2)
    return unquote(trimmed);
  if (!identifier.test(trimmed))
    throw parseError(`failed to parse ${context} (${raw})`, `unexpected "${raw}"`);
  return trimmed;
}

/** Reads a field: a (quoted) column name followed by `->`/`->>` steps. */
export function parseField(raw: string, context: string): FieldRef {
  const steps = raw.split(/(->>?)/);
  const column = name(steps[0] ?? '', context);
  const path: JsonStep[] = [];
  for (let i = 1; i < steps.length; i += 2) {
    const key = steps[i + 1] ?? '';
    if (key === '') throw parseError(`failed to parse ${context} (${raw})`, 'empty JSON key');
    path.push({ asText: steps[i] === '->>', key: /^-?\d+$/.test(key) ? key : name(key, context) });
  }
  return { column, path };
}

function parseSelectItem(raw: string, context: string): SelectItem {
  const item = raw.trim();
  if (item === '*') return { kind: 'star' };
  if (/(^|[.:])(count|sum|avg|max|min)\(\)(::[^()]*)?$/.test(item))
    return parseAggregate(item, context);
  const open = indexOutsideQuotes(item, '(');
  if (open >= 0) {
    if (!item.endsWith(')')) throw parseError(`failed to parse ${context} (${raw})`);
    let head = item.slice(0, open);
    const inner = item.slice(open + 1, -1);
    const spread = head.startsWith('...');
    if (spread) head = head.slice(3);
    const colon = indexOutsideQuotes(head, ':');
    const alias = colon >= 0 ? name(head.slice(0, colon), context) : undefined;
    const [target = '', ...modifiers] = head.slice(colon + 1).split('!');
    let inner_ = false;
    let hint: string | undefined;
    for (const modifier of modifiers) {
      if (modifier === 'inner') inner_ = true;
      else if (modifier === 'left') inner_ = false;
      else if (hint === undefined) hint = name(modifier, context);
      else throw parseError(`failed to parse ${context} (${raw})`, `unexpected "!${modifier}"`);
    }
    return {
      kind: 'embed',
      target: name(target, context),
      alias,
      hint,
      inner: inner_,
      spread,
      // `users()`: an embedding that only filters (with !inner or an embedded filter) and adds no key.
      select: inner.trim() === '' ? [] : parseSelectList(inner, context),
    };
  }
  const castAt = item.indexOf('::');
  const cast = castAt >= 0 ? item.slice(castAt + 2).trim() : undefined;
  if (cast !== undefined && !castType.test(cast))
    throw parseError(`failed to parse ${context} (${raw})`, `unexpected cast "${cast}"`);
  const body = castAt >= 0 ? item.slice(0, castAt) : item;
  const colon = indexOutsideQuotes(body.replaceAll('->', '  '), ':');
  const alias = colon >= 0 ? name(body.slice(0, colon), context) : undefined;
  return { kind: 'field', field: parseField(body.slice(colon + 1), context), alias, cast };
}

function checkedCast(cast: string | undefined, raw: string, context: string): string | undefined {
  if (cast !== undefined && !castType.test(cast))
    throw parseError(`failed to parse ${context} (${raw})`, `unexpected cast "${cast}"`);
  return cast;
}

/** `[alias:]count()` or `[alias:]column[::type].function()[::type]`, PostgREST's aggregate forms. */
function parseAggregate(raw: string, context: string): SelectItem {
  const match =
    /^(?:([^:]+):(?!:))?(?:(.+?)(?:::([^.]+))?\.)?(count|sum|avg|max|min)\(\)(?:::(.+))?$/.exec(
      raw,
    );
  const failed = () => parseError(`failed to parse ${context} (${raw})`, `unexpected "${raw}"`);
  if (!match) throw failed();
  const [, alias, column, inputCast, fn = 'count', cast] = match;
  if (column === undefined && fn !== 'count') throw failed();
  return {
    kind: 'aggregate',
    function: fn as AggregateFunction,
    field: column === undefined ? undefined : parseField(column, context),
    alias: alias === undefined ? undefined : name(alias, context),
    inputCast: checkedCast(inputCast, raw, context),
    cast: checkedCast(cast, raw, context),
  };
}

function indexOutsideQuotes(text: string, ch: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text[i] === ch) return i;
  }
  return -1;
}

function parseSelectList(raw: string, context: string): SelectItem[] {
  if (raw.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(raw).map((part) => parseSelectItem(part, context));
}

function parseSelect(raw: string | null): SelectItem[] | undefined {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return undefined;
  return parseSelectList(raw, 'select parameter');
}

const operatorPattern = /^(not\.)?([a-z]+)(?:\((any|all|[A-Za-z_][A-Za-z0-9_]*)\))?\.([\s\S]*)$/;

/** Reads `[not.]operator[(modifier)].value`, the right-hand side of a filter. */
function parseOperation(field: FieldRef, raw: string): Filter {
  const match = operatorPattern.exec(raw);
  const failed = () =>
    parseError(`failed to parse filter (${raw})`, `unexpected "${raw.split('.')[0] ?? raw}"`);
  if (!match) throw failed();
  const negate = match[1] !== undefined;
  const operator = match[2] ?? '';
  const modifier = match[3];
  const value = match[4] ?? '';
  if (operator === 'in' && modifier === undefined) {
    const list = /^\(([\s\S]*)\)$/.exec(value);
    if (!list) throw parseError(`failed to parse filter (${raw})`, 'expected a parenthesised list');
    const inner = list[1] ?? '';
    return {
      field,
      negate,
      operator,
      value: inner.trim() === '' ? [] : splitTopLevel(inner).map(unquote),
    };
  }
  if (operator === 'is' && modifier === undefined) {
    const lowered = value.toLowerCase();
    if (!isValues.has(lowered))
      throw parseError(
        `failed to parse filter (${raw})`,
        'expected null, not_null, true, false or unknown',
      );
    return { field, negate, operator, value: lowered as 'null' };
  }
  if (operator in textSearchOperators) {
    if (modifier === 'any' || modifier === 'all') throw failed();
    return {
      field,
      negate,
      operator: operator as TextSearchOperator,
      config: modifier,
      value,
    };
  }
  if (operator in comparisonOperators) {
    if (modifier !== undefined && (!quantifiable.has(operator) || !/^(any|all)$/.test(modifier)))
      throw failed();
    return {
      field,
      negate,
      operator: operator as ComparisonOperator,
      quantifier: modifier as 'any' | 'all' | undefined,
      value,
    };
  }
  throw failed();
}

/** Reads the inside of `or=(...)`/`and=(...)`: filters as `field.op.value` and nested trees. */
function parseLogic(
  operator: 'and' | 'or',
  negate: boolean,
  raw: string,
  context: string,
): Condition {
  const list = /^\(([\s\S]*)\)$/.exec(raw.trim());
  if (!list) throw parseError(`failed to parse logic tree (${raw})`, 'expected "("');
  const children = splitTopLevel(list[1] ?? '').map((part): Condition => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item);
    if (nested) {
      return parseLogic(
        nested[2] as 'and' | 'or',
        nested[1] !== undefined,
        nested[3] ?? '',
        context,
      );
    }
    const dot = fieldEnd(item);
    if (dot < 0) throw parseError(`failed to parse logic tree (${raw})`, `unexpected "${item}"`);
    const filter = parseOperation(parseField(item.slice(0, dot), context), item.slice(dot + 1));
    return { kind: 'filter', ...unquoteValue(filter) };
  });
  return { kind: 'logic', operator, negate, children };
}

/** Inside logic trees values may be double-quoted to hold reserved characters. */
function unquoteValue(filter: Filter): Filter {
  if (filter.operator === 'in' || filter.operator === 'is') return filter;
  return { ...filter, value: unquote(filter.value) };
}

/** Where the field of `field.op.value` ends: the first dot outside quotes. */
function fieldEnd(item: string): number {
  return indexOutsideQuotes(item, '.');
}

function parseOrder(raw: string): OrderTerm[] {
  if (raw.trim() === '') return [];
  return splitTopLevel(raw).map((term) => {
    if (/^[^.]*\(/.test(term.trim())) {
      throw notImplemented('ordering by a column of an embedded resource (related order)');
    }
    const parts = term.trim().split('.');
    let descending = false;
    let nulls: OrderTerm['nulls'];
    while (parts.length > 1) {
      const modifier = parts[parts.length - 1];
      if (modifier === 'asc' || modifier === 'desc') descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else break;
      parts.pop();
    }
    return { field: parseField(parts.join('.'), 'order'), descending, nulls };
  });
}

function parseCount(raw: string, name_: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw parseError(`failed to parse ${name_} parameter (${raw})`);
  return Number(raw);
}

function parseColumnList(raw: string | null, context: string): string[] | undefined {
  if (raw === null) return undefined;
  return splitTopLevel(raw).map((part) => name(part, context));
}

const levelKeys = new Set(['order', 'limit', 'offset', 'or', 'and']);
const topOnly = new Set(['select', 'on_conflict', 'columns']);

/** Splits a parameter name into its embedding path and the rest: `clients.projects.order`. */
function splitPath(key: string): { path: string; rest: string } {
  const arrow = key.indexOf('->');
  const head = arrow >= 0 ? key.slice(0, arrow) : key;
  const tail = arrow >= 0 ? key.slice(arrow) : '';
  const segments = splitTopLevel(head, '.');
  // `not.or` / `not.and` keep their prefix.
  const last = segments.length >= 2 && segments[segments.length - 2] === 'not' ? 2 : 1;
  const path = segments.slice(0, segments.length - last).join('.');
  return { path, rest: segments.slice(segments.length - last).join('.') + tail };
}

/**
 * The PostgREST query-string grammar this server supports; anything else is a 400 PGRST100.
 * `functionArgs` are the argument names of a function called by GET: those parameters are its input.
 */
export function parseQuery(
  params: URLSearchParams,
  functionArgs: ReadonlySet<string> = new Set(),
): ParsedQuery {
  const levels = new Map<string, Level>();
  const level = (path: string) => {
    let found = levels.get(path);
    if (!found) levels.set(path, (found = emptyLevel()));
    return found;
  };
  const unclaimed = new Map<string, string>();
  for (const [key, value] of params) {
    if (topOnly.has(key)) continue;
    if (functionArgs.has(key)) {
      unclaimed.set(key, value);
      continue;
    }
    const { path, rest } = splitPath(key);
    const target = level(path);
    const context = path === '' ? 'filter' : `filter on ${path}`;
    if (rest === 'order') target.order = parseOrder(value);
    else if (rest === 'limit') target.limit = parseCount(value, 'limit');
    else if (rest === 'offset') target.offset = parseCount(value, 'offset');
    else if (levelKeys.has(rest) || rest === 'not.or' || rest === 'not.and') {
      const negate = rest.startsWith('not.');
      target.conditions.push(
        parseLogic(
          negate ? (rest.slice(4) as 'and' | 'or') : (rest as 'and' | 'or'),
          negate,
          value,
          context,
        ),
      );
    } else {
      target.conditions.push({
        kind: 'filter',
        ...parseOperation(parseField(rest, context), value),
      });
    }
  }
  return {
    select: parseSelect(params.get('select')),
    levels,
    onConflict: parseColumnList(params.get('on_conflict'), 'on_conflict'),
    columns: parseColumnList(params.get('columns'), 'columns'),
    unclaimed,
  };
}
