import { required, type EnvReader } from '../env.ts';
import {
  createDevMailboxTransport,
  createResendTransport,
  type MailTransport,
} from './transport.ts';

const defaultMailFrom = 'Outpace <no-reply@outpace.studio>';

/**
 * The one mail transport every function sends through (the password reset to a visitor, a call request to the
 * studio): Resend when RESEND_API_KEY is set, else the local server's development mailbox.
 */
export function mailTransportFromEnv(env: EnvReader): MailTransport {
  const resendKey = env('RESEND_API_KEY');
  if (resendKey) {
    const from = env('MAIL_FROM') || defaultMailFrom;
    return createResendTransport(resendKey, from, fetch, env('RESEND_API_BASE') || undefined);
  }
  return createDevMailboxTransport(
    required(env, 'SUPABASE_URL'),
    required(env, 'SUPABASE_SERVICE_ROLE_KEY'),
  );
}
