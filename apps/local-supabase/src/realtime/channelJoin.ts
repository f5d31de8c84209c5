import type { SqlExecutor } from '../db/database.ts';
import type { ChannelClaims } from './claims.ts';
import type { ChangeBinding, ChangeType } from './changeFeed.ts';
import { parseFilter } from './filters.ts';
import type { TableCatalog } from './tables.ts';

/** What a `phx_join` asks for, read defensively: every field comes from the client. */
export interface JoinRequest {
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  isPrivate: boolean;
  accessToken: string | undefined;
  postgresChanges: unknown[];
}

/** Realtime's limit on bindings a channel may hold. */
const maxBindings = 100;
const changeEvents = new Set(['INSERT', 'UPDATE', 'DELETE', '*']);

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function readJoin(payload: Record<string, unknown>): JoinRequest {
  const config = record(payload.config);
  const broadcast = record(config.broadcast);
  const presence = record(config.presence);
  return {
    broadcastSelf: broadcast.self === true,
    broadcastAck: broadcast.ack === true,
    presenceKey: typeof presence.key === 'string' ? presence.key : '',
    presenceEnabled: presence.enabled === true,
    isPrivate: config.private === true,
    accessToken:
      typeof payload.access_token === 'string' && payload.access_token !== ''
        ? payload.access_token
        : undefined,
    postgresChanges: Array.isArray(config.postgres_changes) ? config.postgres_changes : [],
  };
}

export type BindingsResult =
  | { ok: true; bindings: ChangeBinding[]; reply: Record<string, unknown>[] }
  | { ok: false; reason: string };

let nextBindingId = 1;

/**
 * The channel's `postgres_changes` bindings, checked as Realtime's subscription check does (known table, readable
 * filter column, values of the column's type), and the reply entries realtime-js matches by position.
 */
export async function readBindings(
  db: SqlExecutor,
  catalog: TableCatalog,
  requested: unknown[],
  claims: ChannelClaims,
): Promise<BindingsResult> {
  if (requested.length > maxBindings)
    return { ok: false, reason: `Too many postgres_changes bindings (at most ${maxBindings})` };
  const bindings: ChangeBinding[] = [];
  const reply: Record<string, unknown>[] = [];
  for (const entry of requested.map(record)) {
    const { event, schema, table, filter } = entry;
    const eventName = typeof event === 'string' ? event.toUpperCase() : '';
    if (!changeEvents.has(eventName) || typeof schema !== 'string') {
      return {
        ok: false,
        reason:
          'Unable to subscribe to changes with given parameters: event and schema are required',
      };
    }
    const tableName =
      typeof table === 'string' && table !== '*' && table !== '' ? table : undefined;
    let rowFilter: ChangeBinding['filter'];
    if (typeof filter === 'string' && filter !== '') {
      const info = tableName ? await catalog.get(schema, tableName) : undefined;
      if (!info)
        return {
          ok: false,
          reason: `Unable to subscribe to changes with given parameters: a filter needs an existing table`,
        };
      const parsed = await parseFilter(db, filter, info, claims.role);
      if (!parsed.ok)
        return {
          ok: false,
          reason: `Unable to subscribe to changes with given parameters: ${parsed.reason}`,
        };
      rowFilter = parsed.filter;
    } else if (tableName && !(await catalog.get(schema, tableName))) {
      return {
        ok: false,
        reason: `Unable to subscribe to changes with given parameters: no table ${schema}.${tableName}`,
      };
    }
    const id = nextBindingId++;
    bindings.push({
      id,
      event: eventName as ChangeType | '*',
      schema,
      table: tableName,
      filter: rowFilter,
    });
    reply.push({ id, event, schema, table, filter });
  }
  return { ok: true, bindings, reply };
}
