import { SettingsNotice } from '../AccountSettings';

/**
 * Where a visitor back from the payment provider's checkout stands: `pending` until the provider's confirmation
 * (its webhook) has reached the server, then `success`; `late` when it has not come after a while; `cancelled`
 * when the visitor left the checkout.
 */
export type CheckoutOutcome = 'pending' | 'success' | 'late' | 'cancelled';

/** Every text of the notice; all have defaults (`defaultCheckoutNoticeLabels`). */
export interface CheckoutNoticeLabels {
  pendingTitle: string;
  successTitle: string;
  /** Optional second line under the success title; empty for none. */
  successBody: string;
  lateTitle: string;
  lateBody: string;
  cancelledTitle: string;
  cancelledBody: string;
}

/** The words for a template bought on its page; a plan's checkout overrides the success and late lines. */
export const defaultCheckoutNoticeLabels: CheckoutNoticeLabels = {
  pendingTitle: 'Confirming your payment…',
  successTitle: 'Payment received. It’s yours.',
  successBody: 'Your receipt is in your account’s billing.',
  lateTitle: 'Your payment is still being confirmed.',
  lateBody: 'It can take a minute; reload this page to see it.',
  cancelledTitle: 'Checkout cancelled.',
  cancelledBody: 'Nothing was charged.',
};

export interface CheckoutNoticeProps {
  outcome: CheckoutOutcome;
  /** Overrides of the default words. */
  labels?: Partial<CheckoutNoticeLabels>;
}

/** A calm word on the return from a checkout, announced politely (a status, never an alert). */
export function CheckoutNotice({ outcome, labels: overrides }: CheckoutNoticeProps) {
  const labels = { ...defaultCheckoutNoticeLabels, ...overrides };
  switch (outcome) {
    case 'pending':
      return <SettingsNotice tone="pending" title={labels.pendingTitle} />;
    case 'success':
      return (
        <SettingsNotice tone="success" title={labels.successTitle}>
          {labels.successBody || undefined}
        </SettingsNotice>
      );
    case 'late':
      return (
        <SettingsNotice tone="pending" title={labels.lateTitle}>
          {labels.lateBody}
        </SettingsNotice>
      );
    case 'cancelled':
      return (
        <SettingsNotice tone="pending" title={labels.cancelledTitle}>
          {labels.cancelledBody}
        </SettingsNotice>
      );
  }
}
CheckoutNotice.displayName = 'CheckoutNotice';
