import { Hono } from 'hono';
import { decodeForm, text } from './formBody.ts';
import type { Ledger } from './ledger.ts';
import type { CheckoutSession, Subscription } from './objects.ts';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Plain pages, marked as the local stand-in so that nobody mistakes them for Stripe's. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Payment stand-in</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1rem;font:inherit;cursor:pointer}.note{color:#555;font-size:.875rem}
[role=alert]{color:#a00;font-weight:600}</style></head><body>
<p class="note">Local payment stand-in: no real money moves. Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>
${body}</body></html>`;
}

function checkoutPage(session: CheckoutSession, error?: string): string {
  const what = session.mode === 'subscription' ? 'Subscribe' : 'Pay';
  const amount = money(session.amount_total, session.currency);
  if (session.status !== 'open') {
    return page(
      'Checkout closed',
      `<h1>This checkout is ${session.status === 'complete' ? 'complete' : 'expired'}</h1>`,
    );
  }
  return page(
    `${what} ${amount}`,
    `<h1>${what} ${amount}${session.mode === 'subscription' ? ' per month' : ''}</h1>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" value="12 / 34" autocomplete="cc-exp">
<label for="cvc">CVC</label><input id="cvc" name="cvc" value="123" autocomplete="cc-csc">
<button type="submit">${what}</button>
</form>
${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Back</a></p>` : ''}`,
  );
}

function subscriptionBlock(portalId: string, subscription: Subscription): string {
  const item = subscription.items.data[0];
  if (!item) return '';
  const plan = item.price.nickname ?? item.price.lookup_key ?? 'Plan';
  const action = `/billing/${portalId}/subscriptions/${subscription.id}`;
  if (subscription.status === 'canceled') {
    return `<section><h2>${escape(plan)}</h2><p>Ended on ${day(subscription.ended_at ?? item.current_period_end)}.</p></section>`;
  }
  return `<section><h2>${escape(plan)}</h2>
<p>${money(item.price.unit_amount, item.price.currency)} per month.
${subscription.cancel_at_period_end ? `Your plan will be canceled on ${day(item.current_period_end)}.` : `Renews on ${day(item.current_period_end)}.`}</p>
<form method="post" action="${action}/${subscription.cancel_at_period_end ? 'renew' : 'cancel'}">
<button type="submit">${subscription.cancel_at_period_end ? 'Renew plan' : 'Cancel plan'}</button></form></section>`;
}

/** The hosted pages a customer sees: checkout, the billing portal and receipts. */
export function createPages(ledger: Ledger): Hono {
  const pages = new Hono();

  pages.get('/pay/:id', (c) => {
    const session = ledger.sessions.get(c.req.param('id'));
    return session
      ? c.html(checkoutPage(session))
      : c.html(page('Not found', '<h1>No such checkout</h1>'), 404);
  });

  pages.post('/pay/:id', async (c) => {
    const session = ledger.sessions.get(c.req.param('id'));
    if (!session) return c.html(page('Not found', '<h1>No such checkout</h1>'), 404);
    const outcome = ledger.pay(session.id, text(decodeForm(await c.req.text()).card) ?? '');
    if (outcome.ok) return c.redirect(outcome.redirect, 303);
    return c.html(checkoutPage(session, outcome.message), 402);
  });

  pages.get('/billing/:id', (c) => {
    const portal = ledger.portalSessions.get(c.req.param('id'));
    if (!portal) return c.html(page('Not found', '<h1>No such billing session</h1>'), 404);
    const subscriptions = ledger.subscriptionsOf(portal.customer);
    const charges = [...ledger.charges.values()].filter(
      (charge) => charge.customer === portal.customer,
    );
    return c.html(
      page(
        'Billing',
        `<h1>Billing</h1>
${subscriptions.map((s) => subscriptionBlock(portal.id, s)).join('') || '<p>No plans.</p>'}
<h2>Payments</h2><ul>${charges
          .map(
            (ch) =>
              `<li>${day(ch.created)}: ${money(ch.amount, ch.currency)} · <a href="${escape(ch.receipt_url)}">Receipt</a></li>`,
          )
          .join('')}</ul>
${portal.return_url ? `<p><a href="${escape(portal.return_url)}">Return to the site</a></p>` : ''}`,
      ),
    );
  });

  pages.post('/billing/:id/subscriptions/:subscription/:action{cancel|renew}', (c) => {
    const portal = ledger.portalSessions.get(c.req.param('id'));
    const subscription = ledger.subscriptions.get(c.req.param('subscription'));
    if (!portal || subscription?.customer !== portal.customer) {
      return c.html(page('Not found', '<h1>No such plan</h1>'), 404);
    }
    ledger.setCancelAtPeriodEnd(subscription.id, c.req.param('action') === 'cancel');
    return c.redirect(`/billing/${portal.id}`, 303);
  });

  pages.get('/receipts/:id', (c) => {
    const charge = ledger.charges.get(c.req.param('id'));
    if (!charge) return c.html(page('Not found', '<h1>No such receipt</h1>'), 404);
    return c.html(
      page(
        'Receipt',
        `<h1>Receipt</h1><p>${money(charge.amount, charge.currency)} paid on ${day(charge.created)}.</p><p>${charge.id}</p>`,
      ),
    );
  });
  return pages;
}
