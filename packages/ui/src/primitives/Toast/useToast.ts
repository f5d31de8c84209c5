import { useMemo } from 'react';
import { useToastContext } from './ToastContext';
import type { ToastOptions } from './toastStore';

export interface UseToastResult {
  /** Shows a toast and returns its id; safe to call from any event handler. */
  toast: (options: ToastOptions) => string;
  /** Closes the toast with this id. */
  dismiss: (id: string) => void;
}

/** Shows and dismisses toasts of the nearest `ToastProvider`. */
export function useToast(): UseToastResult {
  const { store } = useToastContext('useToast');
  return useMemo(() => ({ toast: store.add, dismiss: store.dismiss }), [store]);
}
