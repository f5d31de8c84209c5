// The contracts between the database, the Edge Functions and the site, each written once. Plain TypeScript that
// imports nothing but its neighbours (with `.ts` extensions), so Deno imports these files by relative path
// (supabase/README.md, "Deploying the functions"); database.types.ts is generated (docs/local-backend.md#database-types).
export type {
  CompositeTypes,
  Database,
  Enums,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from './database.types.ts';
export { contactRequestLimits, studioEmail } from './contactRequest.ts';
export type { ContactRequest } from './contactRequest.ts';
export { isFree } from './products.ts';
export type { PriceType, Product, ProductShot } from './products.ts';
export type { Plan } from './plans.ts';
export type { SubscriptionStatus } from './subscription.ts';
export { stripeApiVersion } from './stripe.ts';
