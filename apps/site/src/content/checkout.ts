import type { CheckoutNoticeLabels } from '@outpace/ui';

/**
 * Back from paying for a template the account already had (two tabs, an old link): the database recorded the second
 * payment as due a refund and the webhook refunds it at once (docs/product.md#payments).
 */
export const secondPaymentNotice: Partial<CheckoutNoticeLabels> = {
  successTitle: 'You already had this template: you were not charged twice.',
  successBody: 'This second payment is refunded in full; the refund is in your account’s billing.',
};
