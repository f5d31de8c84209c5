import {
  contactRequestLimits,
  type ContactRequest,
} from '../../../packages/core/src/contracts/index.ts';
import type { WaitUntil } from '../_shared/background.ts';
import {
  clientAddress,
  errorResponse,
  jsonResponse,
  readJsonObject,
  type Handler,
} from '../_shared/http/answers.ts';
import { serveFunction } from '../_shared/http/serveFunction.ts';
import { isValidEmail, normalizeEmail } from '../_shared/mail/email.ts';
import type { MailMessage, MailTransport } from '../_shared/mail/transport.ts';
import type { Throttle } from '../_shared/memory/throttle.ts';

export interface ContactRequestStore {
  /** Adds the request to `contact_requests` with the service role; throws when the database refuses it. */
  insert(request: ContactRequest): Promise<void>;
}

export interface ContactRequestDeps {
  store: ContactRequestStore;
  mail: MailTransport;
  /** Where the studio reads its requests. */
  studioEmail: string;
  /** Requests per sender address, counted alike whatever the address. */
  perAddress: Throttle;
  perClient: Throttle;
  /** Mails the studio after the answer has gone out, so a slow or failing transport never reaches the visitor. */
  waitUntil: WaitUntil;
  log?: (message: string) => void;
}

type Checked = { ok: true; request: ContactRequest } | { ok: false; message: string };

// Control characters have no place in one line of a name, and would break the mail's subject.
const controlCharacter = /\p{Cc}/u;
// PostgreSQL's text refuses NUL and JSON's lone surrogates: refused here as bad input, not left to fail the insert.
const unstorable = /\p{Cs}/u;

/** A required text of at most `max` characters, trimmed; `undefined` when missing, empty, too long or unstorable. */
function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' || value.includes('\0') || unstorable.test(value)) return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 && [...trimmed].length <= max ? trimmed : undefined;
}

/** The request as stored, or the first field's problem in the order the form shows them. */
export function checkContactRequest(body: Record<string, unknown>): Checked {
  const limits = contactRequestLimits;
  const name = text(body.name, limits.name);
  if (!name || controlCharacter.test(name))
    return {
      ok: false,
      message: `A name of 1 to ${limits.name} characters on one line is required`,
    };
  const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
  if (!isValidEmail(email)) return { ok: false, message: 'A valid email address is required' };
  const need = text(body.need, limits.need);
  if (!need)
    return { ok: false, message: `What you need, in 1 to ${limits.need} characters, is required` };
  if (body.estimate === undefined || body.estimate === null || body.estimate === '')
    return { ok: true, request: { name, email, need } };
  const estimate = text(body.estimate, limits.estimate);
  if (!estimate || controlCharacter.test(estimate))
    return {
      ok: false,
      message: `The estimate must be text of at most ${limits.estimate} characters`,
    };
  return { ok: true, request: { name, email, need, estimate } };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function contactRequestMessage(to: string, request: ContactRequest): MailMessage {
  const lines: [string, string][] = [
    ['From', `${request.name} <${request.email}>`],
    ['Needs', request.need],
    ['Estimate', request.estimate ?? 'none made'],
  ];
  return {
    to,
    replyTo: request.email,
    subject: `Call request from ${request.name}`,
    text: [
      `${request.name} asked for a call through the site (the scheduling widget did not load for them).`,
      '',
      ...lines.map(([label, value]) => `${label}: ${value}`),
      '',
      'Reply to this mail to answer them.',
    ].join('\n'),
    html: [
      `<h2>Call request from ${escapeHtml(request.name)}</h2>`,
      '<p>Left through the site when the scheduling widget did not load.</p>',
      '<dl>',
      ...lines.map(
        ([label, value]) =>
          `<dt>${label}</dt><dd style="white-space:pre-wrap">${escapeHtml(value)}</dd>`,
      ),
      '</dl>',
    ].join('\n'),
  };
}

async function mailStudio(
  deps: ContactRequestDeps,
  request: ContactRequest,
  log: (message: string) => void,
): Promise<void> {
  try {
    await deps.mail.send(contactRequestMessage(deps.studioEmail, request));
  } catch (error) {
    log(
      `Call request mail not delivered (the row is stored): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * POST /functions/v1/contact-request `{name, email, need, estimate?}` as JSON: stores the request and answers
 * `{success: true}`, then mails the studio in the background. The answer is the same for every address (no account
 * is looked up, and both throttles count every address alike), and a mail failure is logged, never shown.
 * Session: `anyone` (signed-out visitors call it).
 */
export function createContactRequestHandler(deps: ContactRequestDeps): Handler {
  const log = deps.log ?? console.error;
  return serveFunction({
    methods: ['POST'],
    session: 'anyone',
    handle: async (request) => {
      const type = request.headers.get('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type))
        return errorResponse(request, 415, 'Content-Type must be application/json');
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const checked = checkContactRequest(body.value);
      if (!checked.ok) return errorResponse(request, 400, checked.message);

      const wait =
        deps.perClient.hit(clientAddress(request)) || deps.perAddress.hit(checked.request.email);
      if (wait > 0) {
        return errorResponse(request, 429, `Too many requests. Try again in ${wait} seconds.`, {
          'Retry-After': String(wait),
        });
      }

      await deps.store.insert(checked.request);
      deps.waitUntil(mailStudio(deps, checked.request, log));
      return jsonResponse(request, 200, { success: true });
    },
    log,
  });
}
