// The account page's security settings, as an entry of their own: pages that never use them (the landing) share
// `./auth` with the account pages, and a bundler keeps each module whole in one chunk.
export { useSecurityActions } from '../auth/useSecurityActions';
export type {
  ChangeEmailResult,
  ChangePasswordInput,
  EnrollTotpResult,
  FactorCode,
  ListFactorsResult,
  SecurityActions,
  TotpEnrollment,
  TotpFactor,
} from '../auth/types';
