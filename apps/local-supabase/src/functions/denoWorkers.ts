import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../config.ts';

/** How long a stopping worker waits for its background tasks (the Edge Runtime gives up after a while too). */
const backgroundLimitMs = 10_000;

/**
 * Runs in each worker before the function's own module: `Deno.serve`, whatever arguments the function gives it,
 * listens on a free loopback port and reports it on stdout. `EdgeRuntime.waitUntil` keeps its tasks, and SIGTERM
 * (the server stopping) lets requests in flight and those tasks finish, as the Edge Runtime keeps an instance alive
 * until its tasks settle, then exits; a task that fails is logged.
 */
const bootstrap = `
const tasks = new Set();
let server;
const serve = Deno.serve.bind(Deno);
Deno.serve = (...args) => {
  const handler = args.find((a) => typeof a === 'function') ?? args.find((a) => a && typeof a.handler === 'function')?.handler;
  server = serve({ hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(JSON.stringify({ listening: port })) }, handler);
  return server;
};
globalThis.EdgeRuntime ??= {
  waitUntil(promise) {
    const task = Promise.resolve(promise).catch((error) => console.error('background task failed:', error)).finally(() => tasks.delete(task));
    tasks.add(task);
  },
};
Deno.addSignalListener('SIGTERM', async () => {
  const limit = new Promise((resolve) => setTimeout(resolve, ${backgroundLimitMs}));
  await Promise.race([(async () => { await server?.shutdown(); while (tasks.size > 0) await Promise.all([...tasks]); })(), limit]);
  if (tasks.size > 0) console.error('stopped waiting for ' + tasks.size + ' background task(s)');
  Deno.exit(0);
});
await import(Deno.env.get('LOCAL_SUPABASE_FUNCTION_ENTRY'));
`;

/**
 * The Deno binary of the `deno` package, found the way its own launcher (`pnpm exec deno`, which type-checks the
 * functions) finds it: the package's install script may not run (pnpm-workspace.yaml's allowBuilds), so the binary
 * sits in its platform package (@deno/linux-x64-glibc, …) rather than beside the launcher.
 */
function denoExecutable(): string {
  const installer = createRequire(import.meta.url)('deno/install_api.cjs') as {
    runInstall(): string;
  };
  return installer.runInstall();
}

/** Headers of one connection, which a proxy does not pass on (and Node's fetch refuses to send). */
const hopByHopHeaders = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'host',
  'content-length',
];

interface Worker {
  child: ChildProcess;
  port: Promise<number>;
}

/** How long a worker may take to start: its first start may download the function's dependencies. */
const bootTimeoutMs = 60_000;

/**
 * One Deno process per function, started on its first request and kept for the next ones (a crashed one is
 * started again); requests are passed to it over loopback HTTP.
 */
export class DenoWorkers {
  private readonly workers = new Map<string, Worker>();

  private stopping = false;

  constructor(
    /** Function name to entry point file. */
    private readonly entrypoints: Record<string, string>,
    private readonly env: () => Record<string, string>,
    private readonly log: Logger,
    /** Deno's module cache (DENO_DIR), filled at install so the workers start offline. */
    private readonly denoDir: string,
  ) {}

  has(name: string): boolean {
    return Object.hasOwn(this.entrypoints, name);
  }

  /** The function's answer, or undefined when its worker could not start (the caller answers BOOT_ERROR). */
  async fetch(name: string, request: Request): Promise<Response | undefined> {
    let port: number;
    try {
      port = await this.start(name).port;
    } catch (error) {
      this.log(`[functions/${name}] failed to start: ${(error as Error).message}`);
      return undefined;
    }
    const url = new URL(request.url);
    const body = request.body ? await request.arrayBuffer() : undefined;
    const headers = new Headers(request.headers);
    for (const name of hopByHopHeaders) headers.delete(name);
    // Node's fetch would decompress the answer but keep its Content-Encoding: ask the worker for none.
    headers.delete('accept-encoding');
    const answer = await fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      redirect: 'manual',
      ...(body ? { body } : {}),
    });
    const answerHeaders = new Headers(answer.headers);
    for (const name of hopByHopHeaders) answerHeaders.delete(name);
    // A fetched Response's headers are immutable; the server adds CORS headers to every answer.
    return new Response(answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answerHeaders,
    });
  }

  private start(name: string): Worker {
    const running = this.workers.get(name);
    if (running && running.child.exitCode === null && !running.child.killed) return running;
    const entrypoint = this.entrypoints[name];
    if (!entrypoint) throw new Error(`No function ${name}`);
    if (this.stopping) throw new Error('the server is stopping');
    // `npm:` specifiers load from DENO_DIR, as deployed, never from a package.json's node_modules above the folder.
    const child = spawn(
      denoExecutable(),
      ['eval', '--quiet', '--node-modules-dir=none', bootstrap],
      {
        // Deno finds the function's deno.json (import map) from here, as the Supabase CLI does.
        cwd: path.dirname(entrypoint),
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DENO_DIR: this.denoDir,
          DENO_NO_UPDATE_CHECK: '1',
          ...this.env(),
          LOCAL_SUPABASE_FUNCTION_ENTRY: pathToFileURL(entrypoint).href,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const log = (line: string) => this.log(`[functions/${name}] ${line}`);
    child.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().trimEnd().split('\n')) log(line);
    });
    const port = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`no answer within ${bootTimeoutMs / 1000} s`));
      }, bootTimeoutMs);
      let pending = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const listening = /^\{"listening":(\d+)\}$/.exec(line.trim())?.[1];
          if (listening) {
            clearTimeout(timer);
            resolve(Number(listening));
          } else log(line);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`exited (${signal ?? code}) before it served`));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    // A rejection is reported to the request that waits for it; this keeps Node from calling it unhandled.
    port.catch(() => undefined);
    const worker = { child, port };
    this.workers.set(name, worker);
    return worker;
  }

  /**
   * Ends every worker (the server is stopping): each finishes its requests in flight and its background tasks
   * first, which may still call the server, so the server stops listening only after this.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      [...this.workers.values()].map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const killer = setTimeout(() => child.kill('SIGKILL'), backgroundLimitMs + 5000);
            child.once('exit', () => {
              clearTimeout(killer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    this.workers.clear();
  }
}
