/**
 * Public entry of @outpace/core. Each area also has its own subpath (`@outpace/core/pricing`) so a
 * consumer that only prices quotes never pulls in React or Supabase.
 *
 * @packageDocumentation
 */
export * from './pricing';
export * from './seo';
export * from './supabase';
export * from './products';
export * from './auth';
export * from './scheduling';
export type { Database, Tables, TablesInsert, TablesUpdate } from './contracts/index.ts';
