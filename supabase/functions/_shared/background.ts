/**
 * Hands work that must outlive the answer to the runtime, which keeps the instance alive until it
 * settles. The task must not reject: callers catch and log their own failures.
 */
export type WaitUntil = (task: Promise<void>) => void;

interface EdgeRuntimeGlobal {
  waitUntil(task: Promise<unknown>): void;
}

/**
 * The Edge Runtime's `EdgeRuntime.waitUntil` (https://supabase.com/docs/guides/functions/background-tasks),
 * present hosted and under `supabase functions serve`; the local server's Deno workers define it with the same
 * contract (apps/local-supabase/src/functions/denoWorkers.ts).
 */
export function edgeRuntimeWaitUntil(): WaitUntil {
  const runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeGlobal }).EdgeRuntime;
  if (!runtime) {
    throw new Error(
      'EdgeRuntime.waitUntil is missing: this entry point runs in the Supabase Edge Runtime',
    );
  }
  return (task) => runtime.waitUntil(task);
}
