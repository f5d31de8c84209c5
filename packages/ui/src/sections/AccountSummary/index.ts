export { AccountSummary } from './AccountSummary';
export { formatAccountDate } from '../../internal/formatAccountDate';
export type { AccountSummaryProps, AccountSubscription } from './AccountSummary';
