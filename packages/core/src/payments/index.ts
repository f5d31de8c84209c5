// Checkout, billing portal and purchases: an entry of its own, so the landing page never loads payment code.
export { usePaymentActions } from './usePaymentActions';
export { createPaymentActions } from './paymentActions';
export type {
  CheckoutItem,
  PaymentActions,
  Purchase,
  PurchaseState,
  PurchasesResult,
  RedirectResult,
} from './paymentActions';
export { fetchPlans, planKeys } from './plans';
export type { Plan } from '../contracts/index.ts';
