import { describeAuthError, type AuthActionError } from '@outpace/core/auth';

/** Our sentence for a failed sign-out whose error brought no message of its own. */
export const describeSignOutError = (error: AuthActionError): string =>
  describeAuthError(error, { context: 'signOut' });
