/** One statement's outcome, with rows already decoded by the driver. */
export interface StatementResult<Row> {
  rows: Row[];
  /** Rows inserted, updated, deleted or returned, from the command tag. */
  rowCount: number;
}

export interface SqlExecutor {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<StatementResult<Row>>;
}

/**
 * The server's only view of Postgres, so PGlite and a PostgreSQL server are interchangeable.
 * Callers keep values driver-neutral by selecting JSON text (see `selectJson`).
 */
export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations, seed) in one transaction. */
  runScript(sql: string): Promise<void>;
  /** LISTEN on a channel: each NOTIFY payload reaches `onPayload` after its transaction commits. Resolves to UNLISTEN. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Runs a row-returning statement and returns its rows as JSON values. Both drivers decode types
 * differently (dates, bigints); letting Postgres render JSON gives one representation everywhere,
 * the one PostgREST produces too.
 */
export async function selectJson<Row>(
  executor: SqlExecutor,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  const result = await executor.query<{ rows: string }>(
    `with q as (${text}) select coalesce(json_agg(q), '[]'::json)::text as rows from q`,
    params,
  );
  return JSON.parse(result.rows[0]?.rows ?? '[]') as Row[];
}

export async function selectOneJson<Row>(
  executor: SqlExecutor,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row | undefined> {
  const rows = await selectJson<Row>(executor, text, params);
  return rows[0];
}
