export { startLocalSupabase, type LocalSupabase } from './server/startLocalSupabase.ts';
export {
  developmentAuthOverrides,
  hostedAuthDefaults,
  optionsFromEnv,
  supabaseCliDefaults,
  type AuthSettings,
  type LocalSupabaseOptions,
} from './config.ts';
export type { StoredMail } from './mail/mailbox.ts';
