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

  /**
   * Resolves once no task is left, including tasks started while waiting, or after `limitMs` (the
   * Edge Runtime stops waiting for background work after a while too), logging what is left.
   */
  async settled(limitMs: number): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const givenUp = new Promise<'given up'>((resolve) => {
      timer = setTimeout(() => resolve('given up'), limitMs);
    });
    const drained = (async () => {
      while (this.#pending.size > 0) await Promise.all([...this.#pending]);
    })();
    if ((await Promise.race([drained, givenUp])) === 'given up') {
      this.#log(`[functions] stopped waiting for ${this.#pending.size} background task(s)`);
    }
    clearTimeout(timer);
  }
}
