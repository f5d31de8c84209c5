import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createAuthContext } from '../auth/handlers/authContext.ts';
import { createJwtService, signApiKey } from '../tokens/jwt.ts';
import {
  resolveConfig,
  supabaseCliDefaults,
  type LocalSupabaseConfig,
  type LocalSupabaseOptions,
} from '../config.ts';
import type { Database } from '../db/database.ts';
import { lockDataDir } from '../db/dataDirLock.ts';
import { openPglite } from '../db/pgliteDatabase.ts';
import { PostgresDatabase } from '../db/postgresDatabase.ts';
import { prepareDatabase, readProjectSql, type ProjectSql } from '../db/prepareDatabase.ts';
import { openPreparedMemoryDatabase, preparedSnapshot } from '../db/snapshot.ts';
import { DenoWorkers } from '../functions/denoWorkers.ts';
import { functionEnv } from '../functions/functionsApp.ts';
import { Mailbox } from '../mail/mailbox.ts';
import { startRealtime, type Realtime } from '../realtime/realtimeServer.ts';
import { ExposedSchemas } from '../rest/exposedSchemas.ts';
import { rehomeStorageUrls } from '../storage/rehomeStorageUrls.ts';
import { createServerApp } from './createServerApp.ts';
import { projectApiSchemas, projectFunctions } from './projectDir.ts';

export interface LocalSupabase {
  /** The API origin, e.g. http://127.0.0.1:54321: pass it to createClient. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  /** Where the data lives: a directory, 'memory', or the PostgreSQL URL. */
  database: string;
  /** The database itself, as its owner (no RLS): for tests and tools that check what is stored. */
  db: Database;
  mailbox: Mailbox;
  /** The names of the Edge Functions it serves. */
  functions: string[];
  /**
   * Re-reads tables, foreign keys and functions, as PostgREST's `NOTIFY pgrst, 'reload schema'` does, and the
   * tables of the supabase_realtime publication.
   */
  reloadSchema(): Promise<void>;
  /** Realtime's change feed: `settled()` resolves once the changes committed so far are delivered. */
  realtime: Pick<Realtime, 'settled'>;
  stop(): Promise<void>;
}

interface OpenedDatabase {
  db: Database;
  release: () => Promise<void>;
  description: string;
  /** Created by this start, so it holds nothing but what the project's SQL put there. */
  isNew: boolean;
}

async function openDatabase(
  config: LocalSupabaseConfig,
  project: ProjectSql,
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    return {
      db: new PostgresDatabase(config.databaseUrl),
      release: async () => {},
      description: config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@'),
      // Known only once the seed has (or has not) run: see startLocalSupabase.
      isNew: false,
    };
  }
  if (config.dataDir === 'memory') {
    return {
      db: await openPreparedMemoryDatabase(project, config.snapshotCacheDir),
      release: async () => {},
      description: 'memory',
      isNew: true,
    };
  }
  const release = await lockDataDir(config.dataDir);
  try {
    const isNew = (await readdir(config.dataDir).catch(() => [])).length === 0;
    const snapshot = isNew ? await preparedSnapshot(project, config.snapshotCacheDir) : undefined;
    const db = await openPglite({ dataDir: config.dataDir, ...(snapshot ? { snapshot } : {}) });
    return { db, release, description: config.dataDir, isNew };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * How long an idle keep-alive connection stays open: Supabase's gateway keeps them for a minute. Node's default of 5 s
 * races clients that reuse a connection after a few seconds: the request goes out on a socket the server is closing
 * and fails with ECONNRESET. A stop still closes idle connections at once.
 */
const keepAliveMs = 60_000;

function listen(
  app: ReturnType<typeof createServerApp>,
  host: string,
  port: number,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, () => resolve(server));
    if ('keepAliveTimeout' in server) server.keepAliveTimeout = keepAliveMs;
    server.once('error', reject);
  });
}

/** How long requests in flight may take to finish when the server stops, before their connections are cut. */
const drainMs = 5000;

/** Stops accepting connections, lets requests in flight finish, then resolves. */
function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    const cutOff = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, drainMs);
    server.close(() => {
      clearTimeout(cutOff);
      resolve();
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

function originOf(host: string, port: number): string {
  const shown =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/**
 * Starts the Supabase-compatible server: opens the database, brings it up to date (compat layer,
 * migrations, seed once), then serves auth, REST, functions, public storage and the dev mailbox.
 */
export async function startLocalSupabase(
  options: LocalSupabaseOptions = {},
): Promise<LocalSupabase> {
  const config = resolveConfig(options);
  const log = config.logger;
  if (!isLoopback(config.host) && config.keys.jwtSecret === supabaseCliDefaults.jwtSecret) {
    throw new Error(
      `Refusing to listen on ${config.host} with the well-known default JWT secret: anyone who can reach ` +
        'the server could sign their own service-role key. Set JWT_SECRET (32 characters or more), or HOST=127.0.0.1.',
    );
  }
  const jwt = createJwtService(config.keys.jwtSecret);
  const keys = {
    ...config.keys,
    anonKey: config.keys.anonKey || (await signApiKey(jwt, 'anon')),
    serviceRoleKey: config.keys.serviceRoleKey || (await signApiKey(jwt, 'service_role')),
  };
  const project = await readProjectSql(config.supabaseDir);
  const opened = await openDatabase(config, project);
  const { db } = opened;
  try {
    const report = await prepareDatabase(db, project);
    for (const migration of report.appliedMigrations) log(`[db] applied migration ${migration}`);
    for (const seed of report.seeded) log(`[db] ran ${seed}`);

    const schemas = new ExposedSchemas(db, {
      ...(await projectApiSchemas(config.supabaseDir)),
      ...options.api,
    });
    await schemas.load();
    let publicUrl = config.publicUrl ?? '';
    const mailbox = new Mailbox(log);
    const auth = await createAuthContext({
      db,
      settings: config.auth,
      keys,
      jwt,
      mailbox,
      publicUrl: () => publicUrl,
      log,
    });
    // The project's functions, found by folder, each run by Deno from its own entry point as deployed, with the
    // environment a hosted function gets. config.toml and functions/.env come first, the options over them.
    const found = await projectFunctions(config.supabaseDir);
    const settings = {
      ...config.functions,
      verifyJwt: { ...found.verifyJwt, ...config.functions.verifyJwt },
      env: { ...found.env, ...config.functions.env },
    };
    const entrypoints = config.functions.projectFunctions ?? found.projectFunctions;
    const functionsBase = { keys, jwt, settings, publicUrl: () => publicUrl };
    const workers =
      Object.keys(entrypoints).length > 0
        ? new DenoWorkers(entrypoints, () => functionEnv(functionsBase), log, settings.denoDir)
        : undefined;
    const app = createServerApp({
      auth,
      rest: { db, schemas, keys, jwt, log },
      functions: workers && { ...functionsBase, workers },
      supabaseDir: config.supabaseDir,
    });
    const server = await listen(app, config.host, config.port);
    const realtime = await startRealtime({ server, db, keys, jwt, log });
    const port = (server.address() as AddressInfo).port;
    publicUrl = config.publicUrl ?? originOf(config.host, port);
    // Only the seed's own URLs are moved to this origin, in a database this start created; a database that
    // already held data keeps every stored value as it is.
    if (opened.isNew || report.seeded.length > 0)
      await rehomeStorageUrls(db, schemas.default, publicUrl);

    let stopping: Promise<void> | undefined;
    return {
      url: publicUrl,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      jwtSecret: keys.jwtSecret,
      database: opened.description,
      db,
      mailbox,
      functions: Object.keys(entrypoints),
      reloadSchema: async () => {
        await schemas.load();
        await realtime.reload();
      },
      realtime,
      stop() {
        stopping ??= (async () => {
          // Workers finish their requests and background work (a reset mail), which still call this server, first.
          await workers?.stop();
          // Open sockets would hold the server's close until the drain cuts them: they go first, with 1001.
          await realtime.close();
          await closeServer(server);
          await db.close();
          await opened.release();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await db.close();
    await opened.release();
    throw error;
  }
}
