import type { AccountSubscription, AccountSummaryProps } from './AccountSummary';

export const accountEmail = 'maya@northwind.co';

export const subscriptions = {
  active: { subscribed: true, tier: 'Growth', end: '2027-03-31T23:59:59Z' },
  none: { subscribed: false, tier: null, end: null },
  /** The server reports a lapsed subscription as not subscribed; tier and end may linger. */
  expired: { subscribed: false, tier: 'Starter', end: '2026-09-30T12:00:00Z' },
} satisfies Record<string, AccountSubscription>;

/** Props without the callback, which stories and tests add. */
export const accountSummaryArgs = {
  email: accountEmail,
  subscription: subscriptions.active,
} satisfies Partial<AccountSummaryProps>;
