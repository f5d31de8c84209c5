export { AccountSummary, defaultAccountSummaryLabels } from './AccountSummary';
export { formatAccountDate } from '../../internal/formatAccountDate';
export type {
  AccountSummaryLabels,
  AccountSummaryProps,
  AccountSubscription,
} from './AccountSummary';
