import { Hono } from 'hono';
import { decodeForm, text } from './formBody.ts';
import type { Ledger } from './ledger.ts';
import type { Charge, CheckoutSession, Price, Subscription } from './objects.ts';

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

/** The portal's update flow: the other monthly prices the plan can switch to. */
function changePlanBlock(portalId: string, subscription: Subscription, prices: Price[]): string {
  const current = subscription.items.data[0]?.price.id;
  const choices = prices.filter((price) => price.id !== current);
  if (choices.length === 0) return '<p>No other plan to switch to.</p>';
  return `<form method="post" action="/billing/${portalId}/subscriptions/${subscription.id}/change">
<fieldset><legend>Switch to</legend>${choices
    .map(
      (price, index) =>
        `<label><input type="radio" name="price" value="${escape(price.id)}"${index === 0 ? ' checked' : ''}> ${escape(price.nickname ?? price.lookup_key ?? price.id)}, ${money(price.unit_amount, price.currency)} per month</label>`,
    )
    .join('')}</fieldset>
<button type="submit">Change plan</button></form>`;
}

function chargeState(charge: Charge): string {
  if (charge.disputed) return ' · disputed';
  if (charge.refunded) return ' · refunded';
  if (charge.amount_refunded > 0)
    return ` · ${money(charge.amount_refunded, charge.currency)} refunded`;
  return '';
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

  const checkoutSession = (id: string) =>
    ledger.sessions.has(id) ? ledger.session(id) : undefined;
  const expiredPortal = () =>
    page(
      'Expired',
      '<h1>This billing session has expired</h1><p>Go back to the site and open billing again.</p>',
    );

  pages.get('/pay/:id', (c) => {
    const session = checkoutSession(c.req.param('id'));
    return session
      ? c.html(checkoutPage(session))
      : c.html(page('Not found', '<h1>No such checkout</h1>'), 404);
  });

  pages.post('/pay/:id', async (c) => {
    const session = checkoutSession(c.req.param('id'));
    if (!session) return c.html(page('Not found', '<h1>No such checkout</h1>'), 404);
    const outcome = ledger.pay(session.id, text(decodeForm(await c.req.text()).card) ?? '');
    if (outcome.ok) return c.redirect(outcome.redirect, 303);
    return c.html(checkoutPage(session, outcome.message), 402);
  });

  pages.get('/billing/:id', (c) => {
    if (!ledger.portalSessions.has(c.req.param('id')))
      return c.html(page('Not found', '<h1>No such billing session</h1>'), 404);
    const portal = ledger.openPortal(c.req.param('id'));
    if (!portal) return c.html(expiredPortal(), 410);
    // The plans a subscription can switch to, as a portal configured for plan changes offers them.
    const monthly = [...ledger.prices.values()].filter(
      (price) => price.active && price.type === 'recurring' && price.lookup_key !== null,
    );
    const updating = portal.flow?.subscription_update.subscription;
    const updated = updating ? ledger.subscriptions.get(updating) : undefined;
    if (updated?.status === 'active') {
      return c.html(
        page(
          'Change plan',
          `<h1>Change plan</h1>${changePlanBlock(portal.id, updated, monthly)}
${portal.return_url ? `<p><a href="${escape(portal.return_url)}">Return to the site</a></p>` : ''}`,
        ),
      );
    }
    const subscriptions = ledger.subscriptionsOf(portal.customer);
    const charges = [...ledger.charges.values()].filter(
      (charge) => charge.customer === portal.customer,
    );
    return c.html(
      page(
        'Billing',
        `<h1>Billing</h1>
${
  subscriptions
    .map(
      (s) =>
        subscriptionBlock(portal.id, s) +
        (s.status === 'active' ? changePlanBlock(portal.id, s, monthly) : ''),
    )
    .join('') || '<p>No plans.</p>'
}
<h2>Payments</h2><ul>${charges
          .map(
            (ch) =>
              `<li>${day(ch.created)}: ${money(ch.amount, ch.currency)}${chargeState(ch)} · <a href="${escape(ch.receipt_url)}">Receipt</a></li>`,
          )
          .join('')}</ul>
${portal.return_url ? `<p><a href="${escape(portal.return_url)}">Return to the site</a></p>` : ''}`,
      ),
    );
  });

  pages.post('/billing/:id/subscriptions/:subscription/:action{cancel|renew|change}', async (c) => {
    const known = ledger.portalSessions.get(c.req.param('id'));
    const subscription = ledger.subscriptions.get(c.req.param('subscription'));
    if (!known || subscription?.customer !== known.customer) {
      return c.html(page('Not found', '<h1>No such plan</h1>'), 404);
    }
    const portal = ledger.openPortal(known.id);
    if (!portal) return c.html(expiredPortal(), 410);
    const action = c.req.param('action');
    if (action === 'change') {
      const price = text(decodeForm(await c.req.text()).price) ?? '';
      if (!ledger.prices.has(price)) return c.html(page('Not found', '<h1>No such plan</h1>'), 404);
      ledger.changePlan(subscription.id, price);
      return c.redirect(portal.return_url ?? `/billing/${portal.id}`, 303);
    }
    ledger.setCancelAtPeriodEnd(subscription.id, action === 'cancel');
    return c.redirect(`/billing/${portal.id}`, 303);
  });

  // The merchant's side, as Stripe's dashboard has it for test mode: every payment, a "Refund" button, and a
  // "Dispute" button that plays the cardholder's bank (tests use it to send charge.dispute.created).
  pages.get('/dashboard', (c) => {
    const charges = [...ledger.charges.values()].reverse();
    const rows = charges.map((charge) => {
      const email = charge.customer ? (ledger.customers.get(charge.customer)?.email ?? '') : '';
      const actions =
        charge.disputed || charge.refunded
          ? ''
          : `<form method="post" action="/dashboard/charges/${charge.id}/refund"><button type="submit">Refund</button></form>
<form method="post" action="/dashboard/charges/${charge.id}/dispute"><button type="submit">Dispute</button></form>`;
      return `<li><p>${day(charge.created)}: ${money(charge.amount, charge.currency)}${chargeState(charge)} · ${escape(email)} · ${charge.id}</p>${actions}</li>`;
    });
    return c.html(
      page(
        'Dashboard',
        `<h1>Payments</h1><ul>${rows.join('') || '<li>No payments yet.</li>'}</ul>`,
      ),
    );
  });

  pages.post('/dashboard/charges/:id/:action{refund|dispute}', (c) => {
    const charge = ledger.charges.get(c.req.param('id'));
    if (!charge) return c.html(page('Not found', '<h1>No such payment</h1>'), 404);
    try {
      if (c.req.param('action') === 'refund')
        ledger.refund({ charge: charge.id, reason: 'requested_by_customer', metadata: {} });
      else if (!charge.disputed) ledger.dispute(charge.id);
    } catch (error) {
      return c.html(
        page('Refused', `<p role="alert">${escape(String((error as Error).message))}</p>`),
        400,
      );
    }
    return c.redirect('/dashboard', 303);
  });

  pages.get('/receipts/:id', (c) => {
    const charge = ledger.charges.get(c.req.param('id'));
    if (!charge) return c.html(page('Not found', '<h1>No such receipt</h1>'), 404);
    return c.html(
      page(
        'Receipt',
        `<h1>Receipt</h1><p>${money(charge.amount, charge.currency)} paid on ${day(charge.created)}.</p>${
          charge.amount_refunded > 0
            ? `<p>${money(charge.amount_refunded, charge.currency)} refunded.</p>`
            : ''
        }<p>${charge.id}</p>`,
      ),
    );
  });
  return pages;
}
