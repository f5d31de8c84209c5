import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../config.ts';

/**
 * Runs in each worker before the function's own module: `Deno.serve`, whatever arguments the function gives it,
 * listens on a free loopback port and reports it on stdout; `EdgeRuntime.waitUntil` keeps the promise running.
 */
const bootstrap = `
const serve = Deno.serve.bind(Deno);
Deno.serve = (...args) => {
  const handler = args.find((a) => typeof a === 'function') ?? args.find((a) => a && typeof a.handler === 'function')?.handler;
  return serve({ hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(JSON.stringify({ listening: port })) }, handler);
};
globalThis.EdgeRuntime ??= { waitUntil: (promise) => Promise.resolve(promise).catch((error) => console.error(error)) };
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

  constructor(
    /** Function name to entry point file. */
    private readonly entrypoints: Record<string, string>,
    private readonly env: () => Record<string, string>,
    private readonly log: Logger,
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
    const child = spawn(denoExecutable(), ['eval', '--quiet', bootstrap], {
      // Deno finds the function's deno.json (import map) from here, as the Supabase CLI does.
      cwd: path.dirname(entrypoint),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
        DENO_NO_UPDATE_CHECK: '1',
        ...this.env(),
        LOCAL_SUPABASE_FUNCTION_ENTRY: pathToFileURL(entrypoint).href,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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

  /** Ends every worker (the server is stopping). */
  async stop(): Promise<void> {
    await Promise.all(
      [...this.workers.values()].map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    this.workers.clear();
  }
}
