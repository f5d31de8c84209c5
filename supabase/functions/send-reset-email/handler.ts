import type { WaitUntil } from '../_shared/background.ts';
import { isValidEmail, normalizeEmail } from '../_shared/mail/email.ts';
import {
  clientAddress,
  errorResponse,
  jsonResponse,
  readJsonObject,
  type Handler,
} from '../_shared/http/answers.ts';
import type { MailMessage, MailTransport } from '../_shared/mail/transport.ts';
import type { ProjectApi } from '../_shared/project/projectApi.ts';
import { serveFunction } from '../_shared/http/serveFunction.ts';
import type { Throttle } from '../_shared/memory/throttle.ts';

export interface SendResetEmailDeps {
  api: Pick<ProjectApi, 'generateRecoveryLink'>;
  mail: MailTransport;
  /** The site origin; the link returns the user to `<siteUrl>/reset-password`. */
  siteUrl: string;
  /** One reset mail per address per interval, counted whether or not the account exists. */
  perAddress: Throttle;
  perClient: Throttle;
  /** Runs the link generation and the mail send after the answer has gone out. */
  waitUntil: WaitUntil;
  log?: (message: string) => void;
}

export function resetPasswordMessage(to: string, link: string): MailMessage {
  const escaped = link.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return {
    to,
    subject: 'Reset your Outpace password',
    text: [
      'Someone asked to reset the password of your Outpace account.',
      '',
      `Choose a new password: ${link}`,
      '',
      'The link works once and expires in one hour. If you did not ask for it, ignore this email.',
    ].join('\n'),
    html: [
      '<h2>Reset your password</h2>',
      '<p>Someone asked to reset the password of your Outpace account.</p>',
      `<p><a href="${escaped}">Choose a new password</a></p>`,
      '<p>The link works once and expires in one hour. If you did not ask for it, ignore this email.</p>',
    ].join('\n'),
  };
}

/** Looks the account up and mails it a link; every failure is logged, none reaches the caller. */
async function mailResetLink(
  deps: SendResetEmailDeps,
  email: string,
  redirectTo: string,
  log: (message: string) => void,
): Promise<void> {
  try {
    const link = await deps.api.generateRecoveryLink(email, redirectTo);
    if (link) await deps.mail.send(resetPasswordMessage(email, link));
  } catch (error) {
    log(
      `Reset email to ${email} not delivered: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * POST /functions/v1/send-reset-email `{email}`: `{success: true}` for every well-formed address that is
 * not throttled. Whether an account exists is decided only after the answer has gone out, in the
 * background, so neither the answer, its timing, nor a failing mail transport tells one address from
 * another. Both throttles count every address alike. Session: `anyone` (signed-out visitors call it).
 */
export function createSendResetEmailHandler(deps: SendResetEmailDeps): Handler {
  const log = deps.log ?? console.error;
  const redirectTo = `${deps.siteUrl.replace(/\/+$/, '')}/reset-password`;
  return serveFunction({
    methods: ['POST'],
    session: 'anyone',
    handle: async (request) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const raw = body.value.email;
      const email = typeof raw === 'string' ? normalizeEmail(raw) : '';
      if (!isValidEmail(email))
        return errorResponse(request, 400, 'A valid email address is required');

      const wait = deps.perClient.hit(clientAddress(request)) || deps.perAddress.hit(email);
      if (wait > 0) {
        return errorResponse(
          request,
          429,
          `Too many reset requests. Try again in ${wait} seconds.`,
          {
            'Retry-After': String(wait),
          },
        );
      }

      deps.waitUntil(mailResetLink(deps, email, redirectTo, log));
      return jsonResponse(request, 200, { success: true });
    },
    log,
  });
}
