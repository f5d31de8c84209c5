/** A mail as the server's auth mailer and `POST /__dev/mail` (a function's dev transport) hand it in. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every URL in the mail, in order of appearance, HTML entities decoded. */
  links: string[];
  sent_at: string;
}

const urlPattern = /https?:\/\/[^\s"'<>]+/g;

export function extractLinks(message: Pick<MailMessage, 'text' | 'html'>): string[] {
  const found = [...`${message.text}\n${message.html}`.matchAll(urlPattern)].map((m) =>
    m[0].replaceAll('&amp;', '&').replace(/[).,;]+$/, ''),
  );
  return [...new Set(found)];
}

/**
 * The development mailbox: every mail the server "sends" lands here instead of the network, so tests
 * and developers can follow confirmation and reset links.
 */
export class Mailbox {
  readonly #mails: StoredMail[] = [];
  readonly #log: (line: string) => void;
  readonly #limit: number;

  constructor(log: (line: string) => void, limit = 1000) {
    this.#log = log;
    this.#limit = limit;
  }

  deliver(message: MailMessage): StoredMail {
    const mail: StoredMail = {
      to: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      links: extractLinks(message),
      sent_at: new Date().toISOString(),
    };
    this.#mails.push(mail);
    if (this.#mails.length > this.#limit) this.#mails.shift();
    this.#log(`[mail] to ${mail.to}: ${mail.subject}${mail.links.map((l) => `\n  ${l}`).join('')}`);
    return mail;
  }

  /** Newest first, optionally only those addressed to `to`. */
  list(to?: string): StoredMail[] {
    const wanted = to?.toLowerCase();
    return this.#mails.filter((m) => wanted === undefined || m.to === wanted).reverse();
  }

  clear(): void {
    this.#mails.length = 0;
  }
}
