import { lazy, Suspense, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ToastContext, useToastContext } from './ToastContext';
import { createToastStore } from './toastStore';

export interface ToastProviderProps {
  /** How many toasts may be open at once; older ones close first. @default 3 */
  limit?: number;
  /** Milliseconds each toast stays open unless it sets its own `duration`. @default 5000 */
  duration?: number;
  /** Word read before each announced toast, e.g. "Notification Changes saved". @default 'Notification' */
  label?: string;
  children: ReactNode;
}

/** Holds the toasts of one app (or one test); `useToast` and `Toaster` must sit inside it. */
export function ToastProvider({
  limit = 3,
  duration = 5000,
  label = 'Notification',
  children,
}: ToastProviderProps) {
  // One store per provider, created once: the limit is read when the provider mounts.
  const [store] = useState(() => createToastStore({ limit }));
  const value = useMemo(() => ({ store, duration, label }), [store, duration, label]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export interface ToasterProps {
  /** Accessible name of each toast's close button. @default 'Dismiss notification' */
  closeLabel?: string;
  /** Name of the notifications landmark; `{hotkey}` becomes the shortcut that focuses it (F8). @default 'Notifications ({hotkey})' */
  label?: string;
}

// Most visits never see a toast: the Radix toast code loads with the first one.
const ToastViewport = lazy(() =>
  import('./ToastViewport').then((module) => ({ default: module.ToastViewport })),
);

/**
 * Renders the toasts in a viewport: bottom right from 640px up, full width at the bottom on phones. Failures are
 * announced assertively (Radix `foreground`); everything else politely (`background`). Nothing is rendered, and
 * no toast code loaded, until the first toast.
 */
export function Toaster({
  closeLabel = 'Dismiss notification',
  label = 'Notifications ({hotkey})',
}: ToasterProps) {
  const settings = useToastContext('Toaster');
  const { store } = settings;
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport toasts={toasts} settings={settings} closeLabel={closeLabel} label={label} />
    </Suspense>
  );
}
