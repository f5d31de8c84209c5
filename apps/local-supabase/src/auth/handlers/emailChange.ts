import type { AuthContext } from './authContext.ts';
import { sendAuthMail, verifyLink } from './authMailer.ts';
import { newEmailOtp } from '../../tokens/otp.ts';
import type { UserPatch, UserRow } from '../store/users.ts';

interface ChangeMail {
  to: string;
  otp: { otp: string; hash: string };
}

export interface EmailChange {
  patch: UserPatch;
  mails: ChangeMail[];
}

/**
 * An e-mail change as Supabase Auth starts it for an account with an address: a code and link for the new
 * address and, with secure e-mail change on, another for the current one. Nothing changes until they are
 * followed (docs/local-backend.md#verify).
 */
export function startEmailChange(ctx: AuthContext, user: UserRow, email: string): EmailChange {
  const mails: ChangeMail[] = [{ to: email, otp: newEmailOtp(email) }];
  const current = ctx.settings.secureEmailChange && user.email ? user.email : undefined;
  if (current) mails.push({ to: current, otp: newEmailOtp(current) });
  return {
    mails,
    patch: {
      email_change: email,
      email_change_token_new: mails[0]!.otp.hash,
      email_change_token_current: mails[1]?.otp.hash ?? '',
      email_change_confirm_status: 0,
      email_change_sent_at: new Date().toISOString(),
    },
  };
}

/** Ends a pending e-mail change: the address it was for and both of its links. */
export const emailChangeEnded: UserPatch = {
  email_change: '',
  email_change_token_new: '',
  email_change_token_current: '',
  email_change_confirm_status: 0,
};

export function mailEmailChange(ctx: AuthContext, change: EmailChange, redirectTo: string): void {
  for (const { to, otp } of change.mails) {
    const link = verifyLink(ctx, otp.hash, 'email_change', redirectTo);
    sendAuthMail(ctx, to, 'email_change', link, otp.otp);
  }
}
