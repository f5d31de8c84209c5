export { CheckoutNotice, defaultCheckoutNoticeLabels } from './CheckoutNotice';
export type { CheckoutNoticeLabels, CheckoutNoticeProps, CheckoutOutcome } from './CheckoutNotice';
