import type { BodyShape } from './readPlan.ts';
import { PgrstError } from './restErrors.ts';
import type { FunctionInfo, SchemaCache, TableInfo } from './schemaCache.ts';
import { type Params, quoteIdent } from './sqlText.ts';

const jsonTypes = new Set(['json', 'jsonb']);

/** What a call passes: named arguments, or the whole JSON body as the one json/jsonb argument. */
export type CallArguments =
  | { kind: 'named'; values: Record<string, unknown>; fromJson: boolean }
  | { kind: 'single'; body: unknown };

function acceptsSingleObject(fn: FunctionInfo, singleObjectPreferred: boolean): boolean {
  const [only] = fn.params;
  return (
    fn.params.length === 1 &&
    only !== undefined &&
    jsonTypes.has(only.type) &&
    (singleObjectPreferred || only.name === '')
  );
}

/** Types PostgREST hands a raw request body to (JSON, text, XML, binary). */
const rawBodyTypes = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

/**
 * PostgREST leaves out of its schema cache a function with an unnamed parameter, unless that is its one parameter
 * and of a raw body type: `f(int)` is not callable, `f(text)` is (the whole body is its argument).
 */
function callable(fn: FunctionInfo): boolean {
  const [only] = fn.params;
  return (
    fn.params.every((p) => p.name !== '') ||
    (fn.params.length === 1 && only !== undefined && rawBodyTypes.has(only.type))
  );
}

const hasSingleUnnamed = (fn: FunctionInfo) => fn.params.length === 1 && fn.params[0]?.name === '';

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** PostgREST lists ambiguous overloads ordered by their parameters (names, then types). */
function byParams(a: FunctionInfo, b: FunctionInfo): number {
  for (let i = 0; i < Math.min(a.params.length, b.params.length); i++) {
    const [x, y] = [a.params[i], b.params[i]];
    const order = compare(x?.name ?? '', y?.name ?? '') || compare(x?.type ?? '', y?.type ?? '');
    if (order !== 0) return order;
  }
  return a.params.length - b.params.length;
}

function acceptsNamed(fn: FunctionInfo, names: string[]): boolean {
  const known = new Set(fn.params.map((p) => p.name));
  return (
    names.every((n) => known.has(n)) &&
    fn.params.every((p) => p.hasDefault || names.includes(p.name))
  );
}

/** PostgREST's overload resolution by argument names, with its 404 and 300 answers. */
export function chooseFunction(
  schema: string,
  name: string,
  overloads: FunctionInfo[],
  args: CallArguments,
  isPost: boolean,
): FunctionInfo {
  const names = args.kind === 'named' ? Object.keys(args.values) : [];
  const candidates = overloads.filter(callable);
  const matches = candidates.filter((fn) =>
    args.kind === 'single' ? acceptsSingleObject(fn, true) : acceptsNamed(fn, names),
  );
  // A POSTed object also fits a function with one unnamed json/jsonb parameter.
  if (matches.length === 0 && isPost && args.kind === 'named') {
    matches.push(...candidates.filter((fn) => acceptsSingleObject(fn, false)));
  }
  if (matches.length === 1 && matches[0]) return matches[0];
  if (matches.length === 0) {
    const listed = names.join(', ');
    const paramsText = names.length === 0 ? ' without parameters' : `(${listed})`;
    const detailParams =
      names.length === 0
        ? ' without parameters'
        : ` with parameter${names.length > 1 ? 's' : ''} ${listed}`;
    throw new PgrstError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}${paramsText} in the schema cache`,
      `Searched for the function ${schema}.${name}${detailParams}` +
        `${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    );
  }
  throw new PgrstError(
    300,
    'PGRST203',
    'Could not choose the best candidate function between: ' +
      matches
        .sort(byParams)
        .map(
          (fn) =>
            `${fn.schema}.${fn.name}(${fn.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`,
        )
        .join(', '),
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** Arguments as `name => value`: from the JSON body through a typed record, from the URL as typed text. */
function callSql(
  fn: FunctionInfo,
  args: CallArguments,
  params: Params,
): { call: string; from: string } {
  const target = `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}`;
  // A function whose one parameter is unnamed takes the whole body, as PostgREST passes it.
  if (args.kind === 'named' && args.fromJson && hasSingleUnnamed(fn)) {
    args = { kind: 'single', body: args.values };
  }
  if (args.kind === 'single') {
    return {
      call: `${target}(${params.add(JSON.stringify(args.body))}::${fn.params[0]?.type ?? 'jsonb'})`,
      from: '',
    };
  }
  const given = fn.params.filter((p) => p.name in args.values);
  const named = (value: (p: FunctionInfo['params'][number]) => string) =>
    given
      .map((p) => `${p.variadic ? 'variadic ' : ''}${quoteIdent(p.name)} => ${value(p)}`)
      .join(', ');
  if (!args.fromJson) {
    return {
      call: `${target}(${named((p) => `${params.add(String(args.values[p.name]))}::${p.type}`)})`,
      from: '',
    };
  }
  if (given.length === 0) return { call: `${target}()`, from: '' };
  const typed = given.map((p) => `${quoteIdent(p.name)} ${p.type}`).join(', ');
  return {
    call: `${target}(${named((p) => `_a.${quoteIdent(p.name)}`)})`,
    from: ` from json_to_record(${params.add(JSON.stringify(args.values))}::json) as _a(${typed})`,
  };
}

export interface CallPlan {
  /** A subquery producing the function's result rows (`pgrst_scalar` for scalar functions). */
  source: string;
  /** The result's columns, as a table: the returned table itself when it is one, so embedding works. */
  table: TableInfo;
  shape: BodyShape;
}

export function callPlan(
  schema: SchemaCache,
  fn: FunctionInfo,
  args: CallArguments,
  params: Params,
): CallPlan {
  const { call, from } = callSql(fn, args, params);
  if (fn.returnsComposite) {
    const table = (fn.returnTable ? schema.knownTable(fn.returnTable) : undefined) ?? {
      schema: fn.schema,
      name: fn.name,
      isTable: false,
      columns: new Map(fn.columns.map((c) => [c.name, c])),
      primaryKey: [],
      uniqueKeys: [],
    };
    const source = from
      ? `(select _c.*${from}, lateral ${call} _c)`
      : `(select _c.* from ${call} _c)`;
    return { source, table, shape: fn.returnsSet ? 'rows' : 'object' };
  }
  return {
    source: `(select ${call} as pgrst_scalar${from})`,
    table: {
      schema: fn.schema,
      name: fn.name,
      isTable: false,
      columns: new Map([
        ['pgrst_scalar', { name: 'pgrst_scalar', type: 'unknown', default: null }],
      ]),
      primaryKey: [],
      uniqueKeys: [],
    },
    shape: fn.returnsSet ? 'scalars' : 'scalar',
  };
}
