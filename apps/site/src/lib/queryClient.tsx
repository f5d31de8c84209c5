import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// One cache for the whole visit: the catalog opens with the products the landing page has already loaded.
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });

/**
 * The products cache, provided by the components that query it rather than by the app, so react-query is loaded
 * with them (on demand) and not with the first paint.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
