import { Hono, type Context } from 'hono';
import type { ApiKeys, Logger } from '../config.ts';
import type { JwtService } from '../auth/jwt.ts';
import type { Database, SqlExecutor } from '../db/database.ts';
import { parseJson } from '../server/jsonInput.ts';
import { parsePreferences, type Preferences } from './preferences.ts';
import { parseQuery, type ParsedQuery } from './queryParser.ts';
import { resolveRequestRole, type RequestRole } from './requestRole.ts';
import { fromPostgresError, isPostgresError, PgrstError } from './restErrors.ts';
import type { SchemaCache, TableInfo } from './schemaCache.ts';
import {
  deleteStatement,
  insertStatement,
  Params,
  readStatement,
  updateStatement,
  withRepresentation,
} from './sqlBuilder.ts';

export interface RestContext {
  db: Database;
  schema: SchemaCache;
  keys: ApiKeys;
  jwt: JwtService;
  log: Logger;
}

const statementTimeouts: Record<RequestRole['role'], string> = {
  anon: '3s',
  authenticated: '8s',
  service_role: '0',
};
const singularType = 'application/vnd.pgrst.object+json';
const arrayTypes = ['application/json', 'application/vnd.pgrst.array+json', '*/*', 'application/*'];

type Outcome = { status: number; body: string | null; rows: number; total?: string | null };

function wantsSingular(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes(singularType);
}

function requireAcceptable(c: Context): void {
  const accept = c.req.header('accept');
  if (!accept || wantsSingular(c)) return;
  const acceptable = accept
    .split(',')
    .some((part) => arrayTypes.includes(part.split(';')[0]?.trim().toLowerCase() ?? ''));
  if (!acceptable)
    throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

function requirePublicSchema(c: Context, header: 'accept-profile' | 'content-profile'): void {
  const schema = c.req.header(header);
  if (schema !== undefined && schema !== 'public') {
    throw new PgrstError(
      406,
      'PGRST106',
      'Invalid schema: ' + schema,
      null,
      'Only the following schemas are exposed: public',
    );
  }
}

async function readPayload(c: Context): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new PgrstError(415, 'PGRST107', `Content-Type not acceptable: ${type || '(none)'}`);
  }
  const parsed = parseJson(await c.req.text());
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

function payloadColumns(rows: Record<string, unknown>[], query: ParsedQuery): string[] {
  return query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
}

async function runRead(
  tx: SqlExecutor,
  table: TableInfo,
  query: ParsedQuery,
  prefs: Preferences,
): Promise<Outcome> {
  const statement = readStatement(table, query, prefs.count === 'exact');
  const result = await tx.query<{ body: string; rows: number; total: string | null }>(
    statement.text,
    statement.values,
  );
  const row = result.rows[0];
  return { status: 200, body: row?.body ?? '[]', rows: row?.rows ?? 0, total: row?.total ?? null };
}

async function runWrite(
  c: Context,
  tx: SqlExecutor,
  table: TableInfo,
  query: ParsedQuery,
  prefs: Preferences,
  payload: unknown,
): Promise<Outcome> {
  const params = new Params();
  let dml: string;
  let status: number;
  if (c.req.method === 'POST') {
    const rows = payloadRows(payload);
    if (rows.length === 0) return { status: 201, body: '[]', rows: 0 };
    const kind =
      prefs.resolution === 'merge-duplicates' ? 'upsert' : prefs.resolution ? 'ignore' : 'insert';
    const conflict = query.onConflict ?? table.primaryKey;
    dml = insertStatement(table, payloadColumns(rows, query), rows, kind, conflict, params);
    status = 201;
  } else if (c.req.method === 'PATCH') {
    const [row] = payloadRows(payload);
    const columns = Object.keys(row ?? {});
    if (columns.length === 0)
      return { status: prefs.return === 'representation' ? 200 : 204, body: '[]', rows: 0 };
    dml = updateStatement(table, columns, row, query.filters, params);
    status = 200;
  } else {
    dml = deleteStatement(table, query.filters, params);
    status = 200;
  }
  if (prefs.return === 'representation' || wantsSingular(c)) {
    const result = await tx.query<{ body: string; rows: number }>(
      withRepresentation(dml, table, query.select),
      params.values,
    );
    const row = result.rows[0];
    return { status, body: row?.body ?? '[]', rows: row?.rows ?? 0 };
  }
  // Without RETURNING, so a role may write rows its SELECT policies would not show it.
  const result = await tx.query(dml, params.values);
  return { status: status === 201 ? 201 : 204, body: null, rows: result.rowCount };
}

/**
 * Runs one API request as PostgREST does: a transaction that first switches to the caller's role and
 * publishes the JWT claims, so grants and RLS policies decide what the statement may see or change.
 */
async function execute(
  ctx: RestContext,
  c: Context,
  caller: RequestRole,
  work: (tx: SqlExecutor) => Promise<Outcome>,
): Promise<Outcome> {
  return ctx.db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true),
              set_config('request.headers', $5, true), set_config('search_path', 'public, extensions', true),
              set_config('statement_timeout', $6, true)`,
      [
        caller.role,
        JSON.stringify(caller.claims),
        c.req.method,
        c.req.path,
        JSON.stringify(Object.fromEntries(c.req.raw.headers)),
        statementTimeouts[caller.role],
      ],
    );
    const outcome = await work(tx);
    // PostgREST rolls back a singular request that did not hit exactly one row.
    if (wantsSingular(c) && outcome.rows !== 1) {
      throw new PgrstError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${outcome.rows} rows`,
      );
    }
    return outcome;
  });
}

function respond(c: Context, outcome: Outcome, query: ParsedQuery): Response {
  const headers: Record<string, string> = {};
  const first = query.offset ?? 0;
  const range = outcome.rows > 0 ? `${first}-${first + outcome.rows - 1}` : '*';
  headers['Content-Range'] = `${range}/${outcome.total ?? '*'}`;
  if (outcome.body === null) return c.body(null, outcome.status as 204, headers);
  headers['Content-Type'] = wantsSingular(c)
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
  let body = outcome.body;
  if (wantsSingular(c)) body = JSON.stringify((JSON.parse(body) as unknown[])[0]);
  if (c.req.method === 'HEAD') return c.body(null, outcome.status as 200, headers);
  return c.body(body, outcome.status as 200, headers);
}

/** The PostgREST subset in docs/local-backend.md#rest, mounted at /rest/v1. */
export function createRestApp(ctx: RestContext): Hono {
  const app = new Hono();

  app.on(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'], '/:table', async (c) => {
    const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
    requirePublicSchema(c, reading ? 'accept-profile' : 'content-profile');
    const caller = await resolveRequestRole(c, ctx.keys, ctx.jwt);
    const name = c.req.param('table');
    const table = await ctx.schema.table(name);
    if (!table) {
      throw new PgrstError(
        404,
        'PGRST205',
        `Could not find the table 'public.${name}' in the schema cache`,
      );
    }
    const query = parseQuery(new URL(c.req.url).searchParams, table.name);
    const prefs = parsePreferences(c.req.header('prefer'));
    requireAcceptable(c);
    const payload =
      c.req.method === 'POST' || c.req.method === 'PATCH' ? await readPayload(c) : undefined;
    try {
      const outcome = await execute(ctx, c, caller, (tx) =>
        reading ? runRead(tx, table, query, prefs) : runWrite(c, tx, table, query, prefs, payload),
      );
      return respond(c, outcome, query);
    } catch (error) {
      if (isPostgresError(error)) throw fromPostgresError(error, caller.role);
      throw error;
    }
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
