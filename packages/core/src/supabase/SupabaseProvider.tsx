import { createContext, useContext, type ReactNode } from 'react';
import type { SupabaseLoader } from './createSupabaseLoader';

const SupabaseLoaderContext = createContext<SupabaseLoader | null>(null);

export interface SupabaseProviderProps {
  /** From `createSupabaseLoader`; tests pass one that resolves to a client of their own. */
  loader: SupabaseLoader;
  children: ReactNode;
}

/** Makes the app's Supabase client available to the data and session hooks below it. */
export function SupabaseProvider({ loader, children }: SupabaseProviderProps) {
  return <SupabaseLoaderContext.Provider value={loader}>{children}</SupabaseLoaderContext.Provider>;
}

/** The loader of the nearest `SupabaseProvider`. */
export function useSupabaseLoader(): SupabaseLoader {
  const loader = useContext(SupabaseLoaderContext);
  if (!loader) throw new Error('useSupabaseLoader must be used inside <SupabaseProvider>.');
  return loader;
}
