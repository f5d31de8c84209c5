/**
 * The scheduling widget (Cal.com's embed) is third-party code: it loads on the first click only, and if it has
 * not arrived within a few seconds (offline, blocked by an extension or a firewall) the visitor gets the booking
 * page in a new tab instead. The wait stays under the ~5 s for which browsers still allow opening that tab.
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

/** Opens the booking modal, or the booking page in a new tab when the widget is unavailable. */
export async function openScheduler(booking: { url: string; calLink: string }): Promise<void> {
  try {
    pending ??= injectScript();
    const cal = await withTimeout(pending, SCHEDULER_TIMEOUT_MS);
    cal('modal', { calLink: booking.calLink });
  } catch {
    pending = undefined;
    window.open(booking.url, '_blank', 'noopener,noreferrer');
  }
}
