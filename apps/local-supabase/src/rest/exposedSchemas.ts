import type { SqlExecutor } from '../db/database.ts';
import { PgrstError } from './restErrors.ts';
import { SchemaCache } from './schemaCache.ts';
import { quoteIdent } from './sqlText.ts';

/** config.toml `[api]`: the schemas the API serves (the first is the default) and what follows them on the search path. */
export interface ApiSchemas {
  schemas: string[];
  extraSearchPath: string[];
}

/** The Supabase CLI's defaults when config.toml's `[api]` leaves a key out. */
export const defaultApiSchemas: ApiSchemas = {
  schemas: ['public', 'graphql_public'],
  extraSearchPath: ['public', 'extensions'],
};

/**
 * PostgREST's `db-schemas`: one schema cache per exposed schema, chosen per request by the
 * `Accept-Profile` (reads) or `Content-Profile` (writes, calls) header, the first when there is none.
 */
export class ExposedSchemas {
  readonly #caches: Map<string, SchemaCache>;
  readonly #extraSearchPath: string[];

  constructor(db: SqlExecutor, api: ApiSchemas) {
    const names = api.schemas.length > 0 ? api.schemas : ['public'];
    this.#caches = new Map(names.map((name) => [name, new SchemaCache(db, name)]));
    this.#extraSearchPath = api.extraSearchPath;
  }

  async load(): Promise<void> {
    for (const cache of this.#caches.values()) await cache.load();
  }

  /** The first exposed schema, which a request without a profile header uses. */
  get default(): SchemaCache {
    return [...this.#caches.values()][0] as SchemaCache;
  }

  /** The schema a profile header names, or PGRST106 when the API does not expose it. */
  forProfile(profile: string | undefined): SchemaCache {
    if (profile === undefined) return this.default;
    const cache = this.#caches.get(profile);
    if (cache) return cache;
    throw new PgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${[...this.#caches.keys()].join(', ')}`,
    );
  }

  /** PostgREST names the schema in `Content-Profile` whenever it serves more than one. */
  profileHeader(cache: SchemaCache): string | undefined {
    return this.#caches.size > 1 ? cache.name : undefined;
  }

  /** The request's search_path: its schema, then `extra_search_path`. */
  searchPath(cache: SchemaCache): string {
    return [...new Set([cache.name, ...this.#extraSearchPath])].map(quoteIdent).join(', ');
  }
}
