import { Hono, type Context } from 'hono';
import type { ApiKeys, Logger } from '../config.ts';
import type { JwtService } from '../tokens/jwt.ts';
import type { Database, SqlExecutor } from '../db/database.ts';
import { parseJson } from '../http/jsonInput.ts';
import { appliedPreferences, parsePreferences, type Preferences } from './preferences.ts';
import { parseQuery, type ParsedQuery } from './queryParser.ts';
import { maxRows, readStatement, type BodyShape } from './readPlan.ts';
import { actAsCaller, resolveRequestRole, type RequestRole } from './requestRole.ts';
import { fromPostgresError, isPostgresError, notImplemented, PgrstError } from './restErrors.ts';
import { callPlan, chooseFunction, type CallArguments } from './rpcPlan.ts';
import type { ExposedSchemas } from './exposedSchemas.ts';
import type { FunctionInfo, SchemaCache, TableInfo } from './schemaCache.ts';
import { deleteStatement, insertStatement, updateStatement } from './sqlBuilder.ts';
import { Params, qualifiedTable } from './sqlText.ts';

export interface RestContext {
  db: Database;
  schemas: ExposedSchemas;
  keys: ApiKeys;
  jwt: JwtService;
  log: Logger;
}

const singularType = 'application/vnd.pgrst.object+json';
const csvType = 'text/csv';
const strippableArrayType = 'application/vnd.pgrst.array+json';
const arrayTypes = ['application/json', strippableArrayType, '*/*', 'application/*'];

type Media = 'json' | 'object' | 'csv';
type Kind = 'read' | 'insert' | 'update' | 'delete' | 'call';

interface Outcome {
  status: number;
  body: string | null;
  rows: number;
  total: string | null;
  contentRange: string;
}

interface AcceptedType {
  media: Media;
  /** `nulls=stripped` on PostgREST's own array or object type: keys whose value is null are left out. */
  stripNulls: boolean;
}

/** What the Accept header asks for: a JSON array (the default), one JSON object, or CSV. */
function acceptedType(c: Context): AcceptedType {
  const accept = c.req.header('accept');
  if (!accept) return { media: 'json', stripNulls: false };
  for (const part of accept.split(',')) {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const stripNulls =
      (type === singularType || type === strippableArrayType) &&
      parameters.includes('nulls=stripped');
    if (type === singularType) return { media: 'object', stripNulls };
    if (type === csvType) return { media: 'csv', stripNulls: false };
    if (arrayTypes.includes(type)) return { media: 'json', stripNulls };
  }
  throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

const negotiate = (c: Context): Media => acceptedType(c).media;

/** PostgreSQL's json_strip_nulls, which PostgREST applies: null members of objects go, at every depth. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, member]) => member !== null)
      .map(([key, member]) => [key, withoutNulls(member)]),
  );
}

/** The exposed schema a request names: `Accept-Profile` for reads, `Content-Profile` for the rest. */
function requestSchema(ctx: RestContext, c: Context): SchemaCache {
  const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
  return ctx.schemas.forProfile(c.req.header(reading ? 'accept-profile' : 'content-profile'));
}

async function readPayload(c: Context, optional = false): Promise<unknown> {
  const text = await c.req.text();
  if (optional && text.trim() === '') return {};
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new PgrstError(415, 'PGRST107', `Content-Type not acceptable: ${type || '(none)'}`);
  }
  const parsed = parseJson(text);
  if (!parsed.ok) throw new PgrstError(400, 'PGRST102', 'Empty or invalid json', parsed.reason);
  return parsed.value;
}

function payloadRows(payload: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw new PgrstError(
      400,
      'PGRST102',
      'All object keys must match',
      'Expected a JSON object or an array of objects',
    );
  }
  return rows as Record<string, unknown>[];
}

const readRange = (first: number, rows: number, total: string | null) =>
  `${rows > 0 ? `${first}-${first + rows - 1}` : '*'}/${total ?? '*'}`;

function shapeFor(media: Media, shape: BodyShape): BodyShape {
  if (media !== 'csv') return shape;
  if (shape === 'scalar' || shape === 'scalars')
    throw notImplemented('CSV output of a scalar function');
  return 'csv';
}

async function runRead(
  schema: SchemaCache,
  tx: SqlExecutor,
  table: TableInfo,
  query: ParsedQuery,
  prefs: Preferences,
  media: Media,
  source: { from: string; params?: Params; shape: BodyShape } = {
    from: qualifiedTable(table),
    shape: 'rows',
  },
): Promise<Outcome> {
  const statement = readStatement(schema, table, query, {
    from: source.from,
    ...(source.params ? { params: source.params } : {}),
    shape: shapeFor(media, source.shape),
    withCount: prefs.count === 'exact' || prefs.count === 'estimated',
  });
  const result = await tx.query<{ body: string; rows: number; total: string | null }>(
    statement.text,
    statement.values,
  );
  const row = result.rows[0];
  const rows = row?.rows ?? 0;
  let total = row?.total ?? null;
  // PostgREST's `estimated` counts exactly up to the max rows and takes the planner's estimate past them.
  if (prefs.count === 'planned' || (prefs.count === 'estimated' && Number(total) > maxRows)) {
    const plan = await tx.query<{ 'QUERY PLAN': unknown }>(statement.planText, statement.values);
    total = String(plannedRows(plan.rows[0]?.['QUERY PLAN']));
  }
  return {
    // PostgREST answers 206 when the body holds fewer rows than the total it reports.
    status: total !== null && rows < Number(total) ? 206 : 200,
    body: row?.body ?? '[]',
    rows,
    total,
    contentRange: readRange(query.levels.get('')?.offset ?? 0, rows, total),
  };
}

/** The top node's `Plan Rows` of an `explain (format json)` result, as text or as parsed JSON. */
function plannedRows(plan: unknown): number {
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    [{ Plan?: { 'Plan Rows'?: number } }] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** `Prefer: handling=strict, max-affected=n`: more rows than n roll the request back. */
function enforceMaxAffected(prefs: Preferences, rows: number): void {
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && rows > prefs.maxAffected) {
    throw new PgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    );
  }
}

function writeKind(method: string): Kind {
  return method === 'POST' ? 'insert' : method === 'PATCH' ? 'update' : 'delete';
}

async function runWrite(
  schema: SchemaCache,
  c: Context,
  tx: SqlExecutor,
  table: TableInfo,
  query: ParsedQuery,
  prefs: Preferences,
  media: Media,
  payload: unknown,
): Promise<Outcome> {
  const kind = writeKind(c.req.method);
  const top = query.levels.get('');
  if (kind !== 'insert' && (top?.limit !== undefined || top?.offset !== undefined)) {
    throw notImplemented('limit or offset on an update or delete');
  }
  const representation = prefs.return === 'representation' || media !== 'json';
  const params = new Params();
  const applyDefaults = prefs.missing === 'default';
  let dml: string;
  let upsert = false;
  if (kind === 'insert') {
    const rows = payloadRows(payload);
    const columns = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    upsert = prefs.resolution === 'merge-duplicates';
    dml = insertStatement(
      table,
      columns,
      rows,
      {
        kind: upsert ? 'upsert' : prefs.resolution ? 'ignore' : 'insert',
        conflictColumns: query.onConflict ?? table.primaryKey,
        applyDefaults,
        returning: representation,
      },
      params,
    );
  } else if (kind === 'update') {
    const [row = {}] = payloadRows(payload);
    if (Object.keys(row).length === 0) {
      return {
        status: representation ? 200 : 204,
        body: representation ? '[]' : null,
        rows: 0,
        total: prefs.count ? '0' : null,
        contentRange: `*/${prefs.count ? '0' : '*'}`,
      };
    }
    dml = updateStatement(
      schema,
      table,
      row,
      query,
      { applyDefaults, returning: representation },
      params,
    );
  } else {
    dml = deleteStatement(schema, table, query, representation, params);
  }

  let body: string | null = null;
  let rows: number;
  if (representation) {
    const statement = readStatement(schema, table, query, {
      from: '_w',
      with: `_w as (${dml})`,
      params,
      shape: shapeFor(media, 'rows'),
      withCount: false,
      topConditions: false,
    });
    const result = await tx.query<{ body: string; rows: number }>(statement.text, statement.values);
    body = result.rows[0]?.body ?? '[]';
    rows = result.rows[0]?.rows ?? 0;
  } else {
    // Without RETURNING, so a role may write rows its SELECT policies would not show it.
    rows = (await tx.query(dml, params.values)).rowCount;
  }
  if (kind !== 'insert') enforceMaxAffected(prefs, rows);
  const total = prefs.count ? String(rows) : null;
  let status = kind === 'insert' ? 201 : representation ? 200 : 204;
  if (upsert) {
    const inserted = await tx.query<{ inserted: string | null }>(
      `select current_setting('pgrst.inserted', true) as inserted`,
    );
    // PostgREST 12+: an upsert that inserted nothing (it only updated) answers 200.
    if (Number(inserted.rows[0]?.inserted || 0) <= 0) status = 200;
  }
  const contentRange =
    kind === 'update' && rows > 0 ? `0-${rows - 1}/${total ?? '*'}` : `*/${total ?? '*'}`;
  return { status, body, rows, total, contentRange };
}

async function runCall(
  schema: SchemaCache,
  c: Context,
  tx: SqlExecutor,
  name: string,
  overloads: FunctionInfo[],
  prefs: Preferences,
  media: Media,
): Promise<{ outcome: Outcome; query: ParsedQuery }> {
  const isPost = c.req.method === 'POST';
  const argNames = new Set(overloads.flatMap((fn) => fn.params.map((p) => p.name)));
  const query = parseQuery(new URL(c.req.url).searchParams, isPost ? new Set() : argNames);
  let args: CallArguments;
  if (isPost) {
    const body = await readPayload(c, true);
    if (prefs.singleObject) args = { kind: 'single', body };
    else if (typeof body === 'object' && body !== null && !Array.isArray(body))
      args = { kind: 'named', values: body as Record<string, unknown>, fromJson: true };
    else throw notImplemented('calling a function with a JSON array body (bulk calls)');
  } else {
    args = { kind: 'named', values: Object.fromEntries(query.unclaimed), fromJson: false };
  }
  const fn = chooseFunction(schema.name, name, overloads, args, isPost);
  const params = new Params();
  const plan = callPlan(schema, fn, args, params);
  if (fn.returnsVoid) {
    await tx.query(`select 1 from ${plan.source} _t0`, params.values);
    return {
      outcome: { status: 204, body: null, rows: 0, total: null, contentRange: '*/*' },
      query,
    };
  }
  const outcome = await runRead(schema, tx, plan.table, query, prefs, media, {
    from: plan.source,
    params,
    shape: plan.shape,
  });
  enforceMaxAffected(prefs, outcome.rows);
  return { outcome, query };
}

/**
 * Runs one API request as PostgREST does: a transaction that first switches to the caller's role and
 * publishes the JWT claims, so grants and RLS policies decide what the statement may see or change.
 */
async function execute<T extends { outcome: Outcome }>(
  ctx: RestContext,
  schema: SchemaCache,
  c: Context,
  caller: RequestRole,
  media: Media,
  rollback: boolean,
  work: (tx: SqlExecutor) => Promise<T>,
): Promise<T> {
  const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
  try {
    return await transact(ctx, schema, c, caller, media, reading, rollback, work);
  } catch (error) {
    if (error instanceof RolledBack) return error.result as T;
    throw error;
  }
}

/** Carries a request's answer out of a transaction that `Prefer: tx=rollback` undoes. */
class RolledBack extends Error {
  constructor(readonly result: unknown) {
    super('rolled back on request');
  }
}

function transact<T extends { outcome: Outcome }>(
  ctx: RestContext,
  schema: SchemaCache,
  c: Context,
  caller: RequestRole,
  media: Media,
  reading: boolean,
  rollback: boolean,
  work: (tx: SqlExecutor) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await actAsCaller(tx, caller, {
      method: c.req.method,
      path: c.req.path,
      headers: c.req.raw.headers,
      readOnly: reading,
      searchPath: ctx.schemas.searchPath(schema),
    });
    const result = await work(tx);
    // PostgREST rolls back a singular request that did not hit exactly one row.
    if (media === 'object' && result.outcome.rows !== 1) {
      throw new PgrstError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${result.outcome.rows} rows`,
      );
    }
    if (rollback) throw new RolledBack(result);
    return result;
  });
}

/** PostgREST honours `tx=rollback` only where `db-tx-end` allows the override. */
const rollsBack = (schema: SchemaCache, prefs: Preferences) =>
  prefs.rollback && schema.txEndOverride();

const contentTypes: Record<Media, string> = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

function respond(
  c: Context,
  outcome: Outcome,
  media: Media,
  applied: string | undefined,
  profile: string | undefined,
): Response {
  const headers: Record<string, string> = { 'Content-Range': outcome.contentRange };
  if (applied) headers['Preference-Applied'] = applied;
  if (profile) headers['Content-Profile'] = profile;
  if (outcome.body === null) return c.body(null, outcome.status as 204, headers);
  const { stripNulls } = acceptedType(c);
  headers['Content-Type'] = stripNulls
    ? `${media === 'object' ? singularType : strippableArrayType}; nulls=stripped; charset=utf-8`
    : contentTypes[media];
  let body = outcome.body;
  if (media === 'object' && body.startsWith('['))
    body = JSON.stringify((JSON.parse(body) as unknown[])[0]);
  if (stripNulls) body = JSON.stringify(withoutNulls(JSON.parse(body)));
  if (c.req.method === 'HEAD') return c.body(null, outcome.status as 200, headers);
  return c.body(body, outcome.status as 200, headers);
}

async function guarded<T>(caller: RequestRole, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPostgresError(error)) throw fromPostgresError(error, caller.role);
    throw error;
  }
}

/** The PostgREST subset in docs/local-backend.md#rest, mounted at /rest/v1. */
export function createRestApp(ctx: RestContext): Hono {
  const app = new Hono();

  app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', async (c) => {
    const schema = requestSchema(ctx, c);
    const caller = await resolveRequestRole(c, ctx.keys, ctx.jwt);
    const prefs = parsePreferences(c.req.header('prefer'));
    const media = negotiate(c);
    const name = c.req.param('fn');
    // Looked up before the transaction: a reload on a miss needs the (single) connection.
    const overloads = await schema.functions(name);
    const { outcome } = await guarded(caller, () =>
      execute(ctx, schema, c, caller, media, rollsBack(schema, prefs), (tx) =>
        runCall(schema, c, tx, name, overloads, prefs, media),
      ),
    );
    return respond(
      c,
      outcome,
      media,
      appliedPreferences(prefs, 'call', rollsBack(schema, prefs)),
      ctx.schemas.profileHeader(schema),
    );
  });
  app.all('/rpc/:fn', (c) => {
    throw new PgrstError(405, 'PGRST101', `Cannot use the ${c.req.method} method on RPC`);
  });

  app.on(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'], '/:table', async (c) => {
    const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
    const schema = requestSchema(ctx, c);
    const caller = await resolveRequestRole(c, ctx.keys, ctx.jwt);
    const name = c.req.param('table');
    const table = await schema.table(name);
    if (!table) {
      throw new PgrstError(
        404,
        'PGRST205',
        `Could not find the table '${schema.name}.${name}' in the schema cache`,
      );
    }
    const query = parseQuery(new URL(c.req.url).searchParams);
    const prefs = parsePreferences(c.req.header('prefer'));
    const media = negotiate(c);
    const payload =
      c.req.method === 'POST' || c.req.method === 'PATCH' ? await readPayload(c) : undefined;
    const { outcome } = await guarded(caller, () =>
      execute(ctx, schema, c, caller, media, rollsBack(schema, prefs), async (tx) => ({
        outcome: reading
          ? await runRead(schema, tx, table, query, prefs, media)
          : await runWrite(schema, c, tx, table, query, prefs, media, payload),
      })),
    );
    return respond(
      c,
      outcome,
      media,
      appliedPreferences(
        prefs,
        reading ? 'read' : writeKind(c.req.method),
        rollsBack(schema, prefs),
      ),
      ctx.schemas.profileHeader(schema),
    );
  });

  app.all('/:table', (c) => {
    throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`);
  });
  // Mounted apps never see their own notFound (Hono runs only the top-level one): a catch-all instead.
  app.all('*', (c) =>
    c.json(new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL').toJSON(), 404),
  );
  app.onError((error, c) => {
    if (error instanceof PgrstError) return c.json(error.toJSON(), error.status as 400);
    ctx.log(`[rest] ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return c.json(new PgrstError(500, 'PGRST000', 'Internal server error').toJSON(), 500);
  });
  return app;
}
