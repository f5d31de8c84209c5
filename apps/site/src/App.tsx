import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@outpace/ui';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Landing } from './routes/Landing';
import { NotFound } from './routes/NotFound';

/** The route table and the providers every page needs; the router itself comes from the entry (browser or static). */
export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }),
  );
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
