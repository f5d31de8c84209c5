import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Transaction } from '@electric-sql/pglite';
import type { Database, SqlExecutor, StatementResult } from './database.ts';

/** A snapshot initialises a new data directory (or memory) without running initdb. */
export type PgliteSource = { dataDir: string; snapshot?: Blob } | { memory: true; snapshot?: Blob };

const extensions = { pgcrypto, uuid_ossp };

/** The bare PGlite with the extensions the migrations use, for tools that need its wire protocol (src/typegen). */
export async function createPglite(source: PgliteSource): Promise<PGlite> {
  const pglite = await PGlite.create({
    extensions,
    ...('dataDir' in source ? { dataDir: source.dataDir } : {}),
    ...(source.snapshot ? { loadDataDir: source.snapshot } : {}),
  });
  await pglite.exec("set timezone to 'UTC'");
  return pglite;
}

export async function openPglite(source: PgliteSource): Promise<PgliteDatabase> {
  return new PgliteDatabase(await createPglite(source));
}

function executorOf(target: PGlite | Transaction): SqlExecutor {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<StatementResult<Row>> {
      const result = await target.query<Row>(text, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/** PGlite is a single connection: its own mutex already serialises queries and transactions. */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  readonly #pglite: PGlite;
  readonly #executor: SqlExecutor;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#executor = executorOf(pglite);
  }

  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<StatementResult<Row>> {
    return this.#executor.query<Row>(text, params);
  }

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.#pglite.transaction((tx) => work(executorOf(tx)));
  }

  async runScript(sql: string): Promise<void> {
    await this.#pglite.transaction(async (tx) => {
      await tx.exec(sql);
    });
  }

  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    return this.#pglite.listen(channel, onPayload);
  }

  /**
   * A gzip tarball of the data directory, loadable with `openPglite({ memory: true, snapshot })`. Checkpointed
   * first: a copy that needs WAL replay comes up with every sequence 32 values ahead (what PostgreSQL logs in
   * advance), so the first id after a seed would be 34, not 5.
   */
  async dump(): Promise<Blob> {
    await this.#pglite.exec('checkpoint');
    return this.#pglite.dumpDataDir('gzip');
  }

  async close(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}
