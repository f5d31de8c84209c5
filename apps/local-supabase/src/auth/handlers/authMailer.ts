import type { AuthContext } from './authContext.ts';
import { emailQuotaExceeded, emailTooSoon } from './authErrors.ts';

export type EmailLinkType = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

/** Go's url.QueryEscape: only letters, digits and -_.~ stay; a space becomes +. */
function goQueryEscape(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+');
}

/**
 * The link in an auth mail. As in Supabase Auth, redirect_to is left as given unless it holds &, = or #, which
 * would break the query (then it is escaped), so `redirect_to=http://127.0.0.1:4173/account` reads as it was sent.
 */
export function verifyLink(
  ctx: AuthContext,
  tokenHash: string,
  type: EmailLinkType,
  redirectTo: string,
): string {
  const redirect = /[&=#]/.test(redirectTo) ? goQueryEscape(redirectTo) : redirectTo;
  return `${ctx.publicUrl()}/auth/v1/verify?token=${goQueryEscape(tokenHash)}&type=${goQueryEscape(type)}&redirect_to=${redirect}`;
}

/**
 * Enforces the per-user resend interval, then the project-wide quota, before anything is written, so a
 * rejected request leaves no trace (docs/local-backend.md#hosted-defaults-and-rate-limits).
 */
export function ensureMailAllowed(ctx: AuthContext, lastSentAt: string | null): void {
  if (lastSentAt) {
    const nextAllowed =
      new Date(lastSentAt).getTime() + ctx.settings.mailMaxFrequencySeconds * 1000;
    const wait = Math.ceil((nextAllowed - Date.now()) / 1000);
    if (wait > 0) throw emailTooSoon(wait);
  }
  if (!ctx.limiters.mail.take('project')) throw emailQuotaExceeded();
}

const templates: Record<EmailLinkType, { subject: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    intro: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  invite: {
    subject: 'You have been invited',
    intro: 'You have been invited to create a user.',
    action: 'Accept the invite',
  },
  recovery: {
    subject: 'Reset Your Password',
    intro: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  magiclink: { subject: 'Your Magic Link', intro: 'Follow this link to login:', action: 'Log In' },
  email_change: {
    subject: 'Confirm Email Change',
    intro: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
};

export function sendAuthMail(
  ctx: AuthContext,
  to: string,
  type: EmailLinkType,
  link: string,
  otp: string,
): void {
  const template = templates[type];
  const href = link.replaceAll('&', '&amp;');
  ctx.mailbox.deliver({
    to,
    subject: template.subject,
    text: `${template.intro}\n\n${link}\n\nAlternatively, enter the code: ${otp}`,
    html: `<h2>${template.subject}</h2>\n<p>${template.intro}</p>\n<p><a href="${href}">${template.action}</a></p>\n<p>Alternatively, enter the code: ${otp}</p>`,
  });
}

/** A mail that carries only a code to type, such as the reauthentication nonce. */
export function sendCodeMail(
  ctx: AuthContext,
  to: string,
  kind: 'reauthentication',
  otp: string,
): void {
  const subject = { reauthentication: 'Confirm reauthentication' }[kind];
  ctx.mailbox.deliver({
    to,
    subject,
    text: `Enter the code: ${otp}`,
    html: `<h2>${subject}</h2>\n<p>Enter the code: ${otp}</p>`,
  });
}
