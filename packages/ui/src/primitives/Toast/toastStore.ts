export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  /** Short headline; also what screen readers announce first. */
  title: string;
  /** One or two sentences of detail. */
  description?: string;
  /** `destructive` for failures: danger colours and an assertive announcement. @default 'default' */
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; `Infinity` keeps it until dismissed. @default the provider's duration */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  /** False once dismissed; the item stays listed until the next toast so its exit animation can finish. */
  open: boolean;
}

export interface ToastStore {
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
  /** Shows a toast and returns its id. Beyond the limit, the oldest open toasts close. */
  add: (options: ToastOptions) => string;
  /** Closes the toast with this id; unknown or already closed ids are ignored. */
  dismiss: (id: string) => void;
}

/** A small external store for `useSyncExternalStore`; one per `ToastProvider`, so apps and tests never share toasts. */
export function createToastStore({ limit = 3 }: { limit?: number } = {}): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let lastId = 0;
  const listeners = new Set<() => void>();

  const publish = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    add(options) {
      lastId += 1;
      const id = `toast-${lastId}`;
      // Closed toasts have had time to animate out by now; dropping them here keeps the list bounded.
      const stillOpen = [...toasts.filter((toast) => toast.open), { ...options, id, open: true }];
      const overflow = stillOpen.length - limit;
      publish(
        stillOpen.map((toast, index) => (index < overflow ? { ...toast, open: false } : toast)),
      );
      return id;
    },
    dismiss(id) {
      if (!toasts.some((toast) => toast.id === id && toast.open)) return;
      publish(toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    },
  };
}
