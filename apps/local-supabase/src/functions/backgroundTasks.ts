import type { WaitUntil } from '../../../../supabase/functions/_shared/background.ts';
import type { Logger } from '../config.ts';

/**
 * The local side of `EdgeRuntime.waitUntil`: tasks run after the answer, and the server waits for them
 * before it shuts down, as the Edge Runtime keeps an instance alive until its tasks settle.
 */
export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>();
  readonly #log: Logger;

  constructor(log: Logger) {
    this.#log = log;
  }

  readonly waitUntil: WaitUntil = (task) => {
    const tracked = task
      .catch((error: unknown) => {
        this.#log(
          `[functions] background task failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => this.#pending.delete(tracked));
    this.#pending.add(tracked);
  };

  /** Resolves once no task is left, including tasks started while waiting. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}
