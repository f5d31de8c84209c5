import { isValidEmail, normalizeEmail } from './email.ts';
import {
  clientAddress,
  errorResponse,
  jsonResponse,
  readJsonObject,
  serveJson,
  type Handler,
} from './http.ts';
import type { MailMessage, MailTransport } from './mailTransport.ts';
import type { ProjectApi } from './projectApi.ts';
import type { Throttle } from './throttle.ts';

export interface SendResetEmailDeps {
  api: Pick<ProjectApi, 'generateRecoveryLink'>;
  mail: MailTransport;
  /** The site origin; the link returns the user to `<siteUrl>/reset-password`. */
  siteUrl: string;
  /** One reset mail per address per interval, counted whether or not the account exists. */
  perAddress: Throttle;
  perClient: Throttle;
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

/**
 * POST /functions/v1/send-reset-email `{email}`: always `{success: true}` for a well-formed address so that
 * the answer never tells whether an account exists.
 */
export function createSendResetEmailHandler(deps: SendResetEmailDeps): Handler {
  const log = deps.log ?? console.error;
  const redirectTo = `${deps.siteUrl.replace(/\/+$/, '')}/reset-password`;
  return serveJson(
    ['POST'],
    async (request) => {
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

      const link = await deps.api.generateRecoveryLink(email, redirectTo);
      if (link) {
        try {
          await deps.mail.send(resetPasswordMessage(email, link));
        } catch (error) {
          log(
            `Reset email to ${email} not delivered: ${error instanceof Error ? error.message : String(error)}`,
          );
          return errorResponse(request, 502, 'The reset email could not be sent. Try again later.');
        }
      }
      return jsonResponse(request, 200, { success: true });
    },
    log,
  );
}
