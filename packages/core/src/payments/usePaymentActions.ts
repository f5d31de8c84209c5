import { useContext, useMemo } from 'react';
import { AuthClientContext } from '../auth/AuthContext';
import { createPaymentActions, type PaymentActions } from './paymentActions';

/**
 * Checkout, billing portal and purchases for the nearest `AuthProvider`'s client. An entry of its own
 * (`@outpace/core/payments`), so only the pages that sell carry its code. The object is stable. Throws outside the
 * provider.
 */
export function usePaymentActions(): PaymentActions {
  const access = useContext(AuthClientContext);
  if (!access) throw new Error('usePaymentActions must be used inside <AuthProvider>.');
  return useMemo(() => createPaymentActions(access.connect), [access]);
}
