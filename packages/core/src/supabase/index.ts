export { createSupabaseLoader } from './createSupabaseLoader';
export type { SupabaseLoader, SupabaseLoaderConfig } from './createSupabaseLoader';
export { SupabaseProvider, useSupabaseLoader } from './SupabaseProvider';
export type { SupabaseProviderProps } from './SupabaseProvider';
export { sessionStorageKeyFor } from './sessionStorageKey';
export { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_DELAYS_MS } from './realtimeTimings';
