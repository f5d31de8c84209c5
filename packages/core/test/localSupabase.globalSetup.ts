import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

/*
 * Local Supabase servers (apps/local-supabase) for the happy-dom suites, started in Vitest's own Node process
 * on request. Those suites cannot host one: happy-dom replaces the globals it serves with (Request, Response,
 * URL, fetch) and Vite transforms their imports for the browser (`new URL('..', import.meta.url)` becomes an
 * http URL). So this setup only opens a tiny launcher; a suite asks it for a server in beforeAll and stops it
 * in afterAll (see startLocalSupabaseFromLauncher), and runs without such suites pay nothing.
 * Node-environment suites import the package and start their server themselves.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the launcher: POST /start answers a StartedLocalSupabase, POST /stop?url=… stops it. */
    localSupabaseLauncher: string;
  }
}

export interface StartedLocalSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}

/** The part of `@outpace/local-supabase` used here (see its startLocalSupabase.ts). */
export interface LocalSupabaseModule {
  startLocalSupabase(options: {
    port: number;
    dataDir: 'memory';
    logger: false;
  }): Promise<StartedLocalSupabase>;
}

/**
 * The package exports TypeScript sources importing `./x.ts` paths, which this package's tsconfig rejects
 * (no allowImportingTsExtensions), so the specifier is kept out of tsc's reach; Vite resolves it at run time.
 */
export async function importLocalSupabase(): Promise<LocalSupabaseModule> {
  const specifier = '@outpace/local-supabase';
  return (await import(/* @vite-ignore */ specifier)) as LocalSupabaseModule;
}

/** POSTs with node:http, not fetch: happy-dom's fetch would apply a page's CORS rules. */
function post(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** For a test file's beforeAll: a fresh in-memory server from the launcher; call `stop()` in afterAll. */
export async function startLocalSupabaseFromLauncher(
  launcher: string,
): Promise<StartedLocalSupabase> {
  const { status, body } = await post(`${launcher}/start`);
  if (status !== 200) throw new Error(`local Supabase launcher answered ${status}: ${body}`);
  const { url, anonKey, serviceRoleKey } = JSON.parse(body) as Omit<StartedLocalSupabase, 'stop'>;
  return {
    url,
    anonKey,
    serviceRoleKey,
    async stop() {
      await post(`${launcher}/stop?url=${encodeURIComponent(url)}`);
    },
  };
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const running = new Map<string, StartedLocalSupabase>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://launcher');
    if (request.method === 'POST' && pathname === '/start') {
      const { startLocalSupabase } = await importLocalSupabase();
      const server = await startLocalSupabase({ port: 0, dataDir: 'memory', logger: false });
      running.set(server.url, server);
      const { url, anonKey, serviceRoleKey } = server;
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ url, anonKey, serviceRoleKey }));
    } else if (request.method === 'POST' && pathname === '/stop') {
      const url = searchParams.get('url') ?? '';
      await running.get(url)?.stop();
      running.delete(url);
      response.end();
    } else {
      response.statusCode = 404;
      response.end();
    }
  }

  const launcher = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
    });
  });
  await new Promise<void>((resolve) => launcher.listen(0, '127.0.0.1', resolve));
  project.provide(
    'localSupabaseLauncher',
    `http://127.0.0.1:${(launcher.address() as AddressInfo).port}`,
  );

  return async () => {
    launcher.closeAllConnections();
    await new Promise((resolve) => launcher.close(resolve));
    await Promise.all([...running.values()].map((server) => server.stop()));
  };
}
