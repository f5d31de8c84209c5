/**
 * The scheduling widget (Cal.com's embed) is third-party code: it loads on the first click only, and if it has
 * not arrived within a few seconds (offline, blocked by an extension or a firewall) the visitor gets our own
 * fallback dialog instead (docs/product.md#booking). 3 s: the embed's script arrives in well under a second on a
 * working connection, and a visitor who clicked and sees nothing for longer starts to click again or leaves.
 */
const EMBED_SCRIPT = 'https://app.cal.com/embed/embed.js';
export const SCHEDULER_TIMEOUT_MS = 3000;

type CalApi = ((action: string, ...args: unknown[]) => void) & { loaded?: boolean };
declare global {
  interface Window {
    Cal?: CalApi;
  }
}

let pending: Promise<CalApi> | undefined;

function injectScript(): Promise<CalApi> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = EMBED_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.Cal
        ? resolve(window.Cal)
        : reject(new Error('Scheduler script loaded without its API'));
    script.onerror = () => reject(new Error('Scheduler script could not load'));
    document.head.append(script);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Scheduler did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Opens the booking modal; false when the widget is unavailable, and the next call tries it again. */
export async function openScheduler(booking: { calLink: string }): Promise<boolean> {
  try {
    pending ??= injectScript();
    const cal = await withTimeout(pending, SCHEDULER_TIMEOUT_MS);
    cal('modal', { calLink: booking.calLink });
    return true;
  } catch {
    pending = undefined;
    return false;
  }
}
