import { Hono } from 'hono';
import type { ApiKeys } from '../config.ts';
import { hasLoopbackHost, hasServiceKey } from '../http/devAccess.ts';
import type { Mailbox, StoredMail } from './mailbox.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function renderPage(mails: StoredMail[], to: string | undefined): string {
  const items = mails
    .map(
      (mail) => `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong> to ${escapeHtml(mail.to)} <time>${escapeHtml(mail.sent_at)}</time></header>
  <ul>${mail.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}time{color:#666;margin-left:.5rem}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem;border-radius:6px}</style>
</head><body>
<h1>Dev mailbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<form><input name="to" type="email" placeholder="Filter by recipient" value="${escapeHtml(to ?? '')}"> <button>Filter</button></form>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

/**
 * /__dev/mail: what the server would have sent, for tests (JSON) and people (the /ui page). Every reset and
 * confirmation link is in there, so reading or clearing it is allowed only through a loopback Host: a page on
 * another site that points its own name at 127.0.0.1 (DNS rebinding) still sends its own name as Host.
 */
export function createDevMailApp(mailbox: Mailbox, keys: ApiKeys): Hono {
  const app = new Hono();
  app.use(async (c, next) => {
    // POST is the mail transport of the Edge Functions, which needs the service key instead.
    if (c.req.method !== 'POST' && !hasLoopbackHost(c)) {
      return c.json(
        {
          error: 'forbidden_host',
          message: 'The dev mailbox answers only on 127.0.0.1 or localhost',
        },
        403,
      );
    }
    await next();
  });
  app.get('/mail', (c) => c.json(mailbox.list(c.req.query('to') || undefined)));
  app.get('/mail/ui', (c) =>
    c.html(renderPage(mailbox.list(c.req.query('to') || undefined), c.req.query('to'))),
  );
  app.delete('/mail', (c) => {
    mailbox.clear();
    return c.body(null, 204);
  });
  // Where a project's function mails when it has no mail API key (the dev transport of this repository's functions).
  app.post('/mail', async (c) => {
    if (!hasServiceKey(c, keys))
      return c.json({ error: 'unauthorized', message: 'A service role key is required' }, 401);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'bad_json', message: 'Request body must be JSON' }, 400);
    }
    const { to, subject, text, html } = (body ?? {}) as Record<string, unknown>;
    if (
      ![to, subject, text, html].every((v) => typeof v === 'string') ||
      !String(to).includes('@')
    ) {
      return c.json(
        { error: 'validation_failed', message: 'Expected {to, subject, text, html} strings' },
        400,
      );
    }
    mailbox.deliver({
      to: String(to),
      subject: String(subject),
      text: String(text),
      html: String(html),
    });
    return c.json({ delivered: true }, 202);
  });
  return app;
}
