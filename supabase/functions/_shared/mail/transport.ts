export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's reply goes, when not to the sender (a call request: the visitor who left it). */
  replyTo?: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export const resendApiBase = 'https://api.resend.com';

/**
 * Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email), at `apiBase`: Resend's own, or a
 * stand-in for it in tests (RESEND_API_BASE).
 */
export function createResendTransport(
  apiKey: string,
  from: string,
  fetchImpl: typeof fetch = fetch,
  apiBase = resendApiBase,
): MailTransport {
  return {
    async send(message) {
      const response = await fetchImpl(`${apiBase.replace(/\/+$/, '')}/emails`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { reply_to: message.replyTo } : {}),
        }),
      });
      if (!response.ok)
        throw new Error(
          `Resend answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
        );
    },
  };
}

/**
 * The local server's development mailbox (GET /__dev/mail): used when no mail API key is configured,
 * which only makes sense against the local server.
 */
export function createDevMailboxTransport(
  projectUrl: string,
  serviceKey: string,
  fetchImpl: typeof fetch = fetch,
): MailTransport {
  return {
    async send(message) {
      const response = await fetchImpl(`${projectUrl.replace(/\/+$/, '')}/__dev/mail`, {
        method: 'POST',
        headers: { apikey: serviceKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(message),
      });
      if (!response.ok) throw new Error(`Dev mailbox answered ${response.status}`);
    },
  };
}
