export { AccountSummary, formatAccountDate } from './AccountSummary';
export type { AccountSummaryProps, AccountSubscription } from './AccountSummary';
