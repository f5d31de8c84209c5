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
export type {
  PaymentProvider,
  SubscriptionSnapshot,
} from '../../../supabase/functions/_shared/payments.ts';
export type {
  MailMessage,
  MailTransport,
} from '../../../supabase/functions/_shared/mailTransport.ts';
