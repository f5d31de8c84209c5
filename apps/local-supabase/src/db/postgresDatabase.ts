import postgres from 'postgres';
import type { Database, SqlExecutor, StatementResult } from './database.ts';

type Sql = postgres.Sql | postgres.TransactionSql;

function executorOf(sql: Sql): SqlExecutor {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<StatementResult<Row>> {
      const result = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return { rows: [...result] as Row[], rowCount: result.count ?? result.length };
    },
  };
}

export class PostgresDatabase implements Database {
  readonly kind = 'postgres';
  readonly #sql: postgres.Sql;
  readonly #executor: SqlExecutor;

  constructor(url: string) {
    this.#sql = postgres(url, {
      max: 10,
      onnotice: () => {},
      connection: { TimeZone: 'UTC', application_name: 'local-supabase' },
      types: {
        // Callers pass json/jsonb parameters as JSON text (as PGlite expects); the default serializer
        // would encode that text again into a JSON string scalar.
        json: {
          to: 114,
          from: [114, 3802],
          serialize: (value: unknown) =>
            typeof value === 'string' ? value : JSON.stringify(value),
          parse: (text: string) => JSON.parse(text) as unknown,
        },
      },
    });
    this.#executor = executorOf(this.#sql);
  }

  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<StatementResult<Row>> {
    return this.#executor.query<Row>(text, params);
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return (await this.#sql.begin((tx) => work(executorOf(tx)))) as T;
  }

  async runScript(sql: string): Promise<void> {
    await this.#sql.begin(async (tx) => {
      // No parameters: postgres.js then uses the simple query protocol, which accepts many statements.
      await tx.unsafe(sql).simple();
    });
  }

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    // postgres.js listens on a connection of its own and listens again after it reconnects.
    const { unlisten } = await this.#sql.listen(channel, onPayload);
    return unlisten;
  }

  async close(): Promise<void> {
    await this.#sql.end({ timeout: 5 });
  }
}
