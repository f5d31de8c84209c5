import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { setTimeout as delay, setImmediate as nextTurn } from 'node:timers/promises';
import { selectJson, selectOneJson, type Database } from '../db/database.ts';
import type { ChannelClaims } from './claims.ts';
import { rowPasses, type RowFilter } from './filters.ts';
import { TableCatalog, type TableInfo } from './tables.ts';

const captureSqlUrl = new URL('./capture.sql', import.meta.url);
const notifyChannel = 'realtime_local_changes';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** One `postgres_changes` binding of a joined channel. */
export interface ChangeBinding {
  id: number;
  event: ChangeType | '*';
  schema: string;
  /** Undefined: every table of the schema. */
  table: string | undefined;
  filter: RowFilter | undefined;
}

/** A joined channel with `postgres_changes` bindings, as the feed sees it. */
export interface ChangeSubscriber {
  bindings: ChangeBinding[];
  /** Read at each change: an `access_token` message may have swapped them. */
  claims(): ChannelClaims;
  deliver(payload: Record<string, unknown>): void;
}

/** What the capture trigger sends (realtime/capture.sql). */
interface CapturedChange {
  schema: string;
  table: string;
  type: ChangeType;
  at: number;
  key: Record<string, unknown>;
  record?: Record<string, unknown> | null;
  old_record?: Record<string, unknown> | null;
  large?: true;
  old_key?: Record<string, unknown> | null;
}

/** Realtime's `max_record_bytes`: a larger row is sent as its key with a 413 error. */
const maxRecordBytes = 1024 * 1024;
/** Changes handled per round of checks; between rounds REST queries get PGlite's one connection. */
const batchSize = 100;
/** How long the first change of a round waits for others to join it. */
const gatherMs = 25;
/** Changes waiting beyond this are dropped (and said so in the log): memory stays bounded under any write rate. */
const maxPending = 20_000;

interface Candidate {
  change: CapturedChange;
  info: TableInfo;
  subscriber: ChangeSubscriber;
  ids: number[];
  claims: ChannelClaims;
}

function pick(row: Record<string, unknown>, columns: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([name]) => columns.has(name)));
}

/**
 * Delivers committed row changes of the published tables to the channels bound to them, checked per subscriber as
 * Supabase's Realtime does: readable columns only, an INSERT or UPDATE on an RLS table only when the subscriber's
 * role and claims may select the row, a DELETE on an RLS table as its key alone.
 */
export class ChangeFeed {
  readonly #db: Database;
  readonly #log: (line: string) => void;
  readonly #catalog: TableCatalog;
  readonly #subscribers = new Set<ChangeSubscriber>();
  #pending: CapturedChange[] = [];
  #draining: Promise<void> | undefined;
  #dropped = 0;
  #unlisten: (() => Promise<void>) | undefined;
  readonly #fences = new Map<string, () => void>();

  constructor(db: Database, log: (line: string) => void) {
    this.#db = db;
    this.#log = log;
    this.#catalog = new TableCatalog(db);
  }

  get catalog(): TableCatalog {
    return this.#catalog;
  }

  async start(): Promise<void> {
    await this.sync();
    this.#unlisten = await this.#db.listen(notifyChannel, (payload) => this.#receive(payload));
  }

  /** Puts the capture trigger on the publication's tables as they are now, and forgets cached table shapes. */
  async sync(): Promise<void> {
    await this.#db.runScript(await readFile(captureSqlUrl, 'utf8'));
    this.#catalog.clear();
  }

  async stop(): Promise<void> {
    await this.#unlisten?.();
    this.#unlisten = undefined;
    this.#subscribers.clear();
    await this.#draining;
  }

  add(subscriber: ChangeSubscriber): void {
    this.#subscribers.add(subscriber);
  }

  remove(subscriber: ChangeSubscriber): void {
    this.#subscribers.delete(subscriber);
  }

  /**
   * Resolves once every change committed before the call has been delivered (tests and measurements wait on it): a
   * fence notification, committed after them, arrives after them too.
   */
  async settled(): Promise<void> {
    const fence = randomUUID();
    const arrived = new Promise<void>((resolve) => this.#fences.set(fence, resolve));
    await this.#db.query('select pg_notify($1, $2)', [notifyChannel, JSON.stringify({ fence })]);
    await arrived;
    while (this.#draining) await this.#draining;
  }

  #receive(payload: string): void {
    let message: CapturedChange | { fence: string };
    try {
      message = JSON.parse(payload) as CapturedChange | { fence: string };
    } catch {
      return;
    }
    if ('fence' in message) {
      const arrived = this.#fences.get(message.fence);
      this.#fences.delete(message.fence);
      return arrived?.();
    }
    if (this.#subscribers.size === 0) return;
    if (this.#pending.length >= maxPending) {
      if (this.#dropped++ === 0)
        this.#log('[realtime] changes arrive faster than they can be sent: dropping');
      return;
    }
    this.#pending.push(message);
    this.#draining ??= this.#drain().finally(() => {
      this.#draining = undefined;
    });
  }

  async #drain(): Promise<void> {
    while (this.#pending.length > 0) {
      // A short wait gathers the changes of a burst into one round of checks: each round's cost is per table and
      // subscriber, not per change.
      if (this.#pending.length < batchSize) await delay(gatherMs);
      const batch = this.#pending.splice(0, batchSize);
      try {
        await this.#deliverBatch(batch);
      } catch (error) {
        this.#log(`[realtime] could not deliver changes: ${(error as Error).message}`);
      }
      // Lets requests queued behind this round reach the database before the next one.
      await nextTurn();
    }
    if (this.#dropped > 0) {
      this.#log(`[realtime] dropped ${this.#dropped} changes`);
      this.#dropped = 0;
    }
  }

  async #deliverBatch(batch: CapturedChange[]): Promise<void> {
    await this.#readLargeRows(batch);
    const candidates: Candidate[] = [];
    for (const change of batch) {
      const info = await this.#catalog.get(change.schema, change.table);
      if (!info) continue;
      for (const subscriber of this.#subscribers) {
        const ids = matchingIds(subscriber.bindings, change);
        if (ids.length === 0) continue;
        const claims = subscriber.claims();
        if (info.selectable[claims.role].size === 0) continue;
        candidates.push({ change, info, subscriber, ids, claims });
      }
    }
    const visible = await this.#visibleRows(candidates);
    for (const candidate of candidates) {
      const { change, info, claims } = candidate;
      const needsCheck = change.type !== 'DELETE' && info.rls && claims.role !== 'service_role';
      if (needsCheck && !visible.get(checkKey(candidate))?.has(keyText(info, change.key))) continue;
      candidate.subscriber.deliver({ ids: candidate.ids, data: payloadFor(candidate) });
    }
  }

  /** Rows too large for a NOTIFY, read back after commit (the row as it is now; gone rows stay key-only). */
  async #readLargeRows(batch: CapturedChange[]): Promise<void> {
    const large = batch.filter((change) => change.large && change.type !== 'DELETE');
    for (const change of large) {
      const info = await this.#catalog.get(change.schema, change.table);
      if (!info || info.primaryKey.length === 0) continue;
      const rows = await selectJson<{ row: Record<string, unknown> }>(
        this.#db,
        `select to_jsonb(t) as row from ${quoted(info)} t where ${keyCondition(info, 1)}`,
        info.primaryKey.map((column) => JSON.stringify(change.key[column])),
      );
      change.record = rows[0]?.row ?? null;
    }
  }

  /**
   * Which of the candidates' rows each subscriber may select: one call per table for the whole batch, checking
   * each distinct role and claims as that role with those claims (realtime.local_visible_keys), so the table's
   * policies decide, and a burst costs one database round trip per batch rather than one per change and subscriber.
   */
  async #visibleRows(candidates: Candidate[]): Promise<Map<string, Set<string>>> {
    const tables = new Map<
      TableInfo,
      Map<string, { claims: ChannelClaims; keys: Map<string, Record<string, unknown>> }>
    >();
    for (const candidate of candidates) {
      const { change, info, claims } = candidate;
      if (change.type === 'DELETE' || !info.rls || claims.role === 'service_role') continue;
      if (info.primaryKey.length === 0) continue;
      const checks = tables.get(info) ?? new Map();
      tables.set(info, checks);
      const key = checkKey(candidate);
      const check = checks.get(key) ?? { claims, keys: new Map() };
      checks.set(key, check);
      check.keys.set(keyText(info, change.key), change.key);
    }
    const visible = new Map<string, Set<string>>();
    for (const [info, checks] of tables) {
      const entries = [...checks];
      const row = await selectOneJson<{ visible: Record<string, unknown>[][] }>(
        this.#db,
        'select realtime.local_visible_keys($1::regclass, $2::text::jsonb) as visible',
        [
          quoted(info),
          JSON.stringify(
            entries.map(([, check]) => ({
              role: check.claims.role,
              claims: JSON.stringify(check.claims.claims),
              keys: [...check.keys.values()],
            })),
          ),
        ],
      );
      entries.forEach(([key], i) => {
        visible.set(key, new Set((row?.visible[i] ?? []).map((found) => keyText(info, found))));
      });
    }
    return visible;
  }
}

function matchingIds(bindings: ChangeBinding[], change: CapturedChange): number[] {
  const row = change.type === 'DELETE' ? change.old_record : change.record;
  return bindings
    .filter(
      (b) =>
        (b.event === '*' || b.event === change.type) &&
        b.schema === change.schema &&
        (b.table === undefined || b.table === change.table) &&
        // A DELETE carries only the key unless the table's replica identity is full: a filter on another column
        // cannot be judged, and Realtime sends the delete unfiltered.
        (!b.filter || !row || !(b.filter.column in row) || rowPasses(b.filter, row)),
    )
    .map((b) => b.id);
}

function checkKey({ info, claims }: Candidate): string {
  return `${info.schema}\0${info.table}\0${claims.role}\0${JSON.stringify(claims.claims)}`;
}

function keyText(info: TableInfo, row: Record<string, unknown>): string {
  return JSON.stringify(info.primaryKey.map((column) => row[column]));
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function quoted(info: TableInfo): string {
  return `${ident(info.schema)}.${ident(info.table)}`;
}

/** `pk1 = $n::text::jsonb #>> '{}' ...`: each key value passed as JSON text, compared in the column's own type. */
function keyCondition(info: TableInfo, first: number): string {
  return info.primaryKey
    .map((column, i) => {
      const type = info.columns.find((c) => c.name === column)?.sqlType ?? 'text';
      return `${ident(column)} = (($${first + i}::text::jsonb) #>> '{}')::${type}`;
    })
    .join(' and ');
}

/** The `data` of a `postgres_changes` push, as Realtime's message dispatcher builds it for this subscriber. */
function payloadFor({ change, info, claims }: Candidate): Record<string, unknown> {
  const readable = info.selectable[claims.role];
  const columns = info.columns
    .filter((c) => readable.has(c.name))
    .map(({ name, type }) => ({ name, type }));
  const keyColumns = new Set(info.primaryKey.filter((c) => readable.has(c)));
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: new Date(change.at).toISOString(),
    type: change.type,
    columns,
    errors: null,
  };
  if (change.type !== 'DELETE') {
    const record = change.record ?? change.key;
    if (change.large && JSON.stringify(record).length > maxRecordBytes) {
      data.record = pick(change.key, keyColumns);
      data.errors = ['Error 413: Payload Too Large'];
    } else {
      data.record = pick(record, readable);
    }
  }
  if (change.type !== 'INSERT') {
    const old = change.old_record ?? change.old_key ?? {};
    data.old_record = pick(old, change.type === 'DELETE' && info.rls ? keyColumns : readable);
  }
  return data;
}
