import { createContext, useContext } from 'react';
import type { ToastStore } from './toastStore';

/** What a `ToastProvider` shares: its toasts, and the settings its `Toaster` applies. */
export interface ToastContextValue {
  store: ToastStore;
  /** Milliseconds each toast stays open unless it sets its own. */
  duration: number;
  /** Word read before each announced toast. */
  label: string;
}

export const ToastContext = createContext<ToastContextValue | null>(null);

/** The nearest provider's toasts and settings; `caller` names the hook or component in the error when there is none. */
export function useToastContext(caller: string): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error(`${caller} must be used inside a <ToastProvider>.`);
  return context;
}
