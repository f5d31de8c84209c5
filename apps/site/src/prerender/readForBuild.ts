import { fetchPlans, type Plan } from '@outpace/core/payments';
import { createRestLoader, fetchProducts, type Product } from '@outpace/core/products';
import type { PostgrestClient } from '@supabase/postgrest-js';

/** An API that has not answered by then is taken as unreachable: a build should not hang on it. */
const TIMEOUT_MS = 30_000;

/**
 * The error in one line: the API's message and, for a network failure, its innermost cause (postgrest-js puts the
 * whole chain, stack included, in `details`).
 */
function reasonOf(error: unknown): string {
  const { message, details } = (error ?? {}) as { message?: unknown; details?: unknown };
  const cause = String(details ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '))
    .at(-1);
  const reason = String(message ?? error);
  return cause && cause !== reason ? `${reason}: ${cause}` : reason;
}

type BuildApi = { url: string; anonKey: string };

/**
 * What `read` answers from the API with the client's own query, through the REST client the browser reads the
 * products with (createRestLoader, docs/decisions/0012-products-through-the-rest-client-alone.md), or nothing when
 * the API cannot be reached or refuses: the build then goes on, the pages show `what` loading (the browser reads
 * it), and its log says so in one line.
 */
async function readForBuild<T extends readonly unknown[]>(
  api: BuildApi,
  what: string,
  read: (client: PostgrestClient) => Promise<T>,
  log: (line: string) => void,
): Promise<T | undefined> {
  const loadClient = createRestLoader({
    url: api.url,
    anonKey: api.anonKey,
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }),
  });
  try {
    const rows = await read(await loadClient());
    log(`${what}: prerendering ${rows.length} from ${api.url}`);
    return rows;
  } catch (error) {
    log(
      `${what}: could not read them from ${api.url} (${reasonOf(error)}); the pages are prerendered with the ${what} loading`,
    );
    return undefined;
  }
}

/** The products for the prerendered pages (see `readForBuild`). */
export function readProductsForBuild(
  api: BuildApi,
  log: (line: string) => void = console.log,
): Promise<Product[] | undefined> {
  return readForBuild(api, 'products', fetchProducts, log);
}

/** The plans for the prerendered plans page (see `readForBuild`). */
export function readPlansForBuild(
  api: BuildApi,
  log: (line: string) => void = console.log,
): Promise<Plan[] | undefined> {
  return readForBuild(api, 'plans', fetchPlans, log);
}
