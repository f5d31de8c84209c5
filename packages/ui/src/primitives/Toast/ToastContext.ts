import { createContext, useContext } from 'react';
import type { ToastStore } from './toastStore';

export const ToastStoreContext = createContext<ToastStore | null>(null);

/** The nearest provider's store; `caller` names the hook or component in the error when there is none. */
export function useToastStore(caller: string): ToastStore {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error(`${caller} must be used inside a <ToastProvider>.`);
  return store;
}
