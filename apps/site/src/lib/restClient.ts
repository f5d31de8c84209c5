import { createRestLoader } from '@outpace/core/products';
import { env } from './env';

/**
 * The REST API alone, for what every visitor may read (the products): a visitor on a page that only shows those
 * never loads supabase-js (see createRestLoader). A module of its own so that only the code showing products,
 * loaded on demand, brings it: not the landing page's first chunk.
 */
export const loadRestClient = createRestLoader({
  url: env.supabaseUrl,
  anonKey: env.supabaseAnonKey,
});
