/**
 * The calculator's total once the visitor has changed an input, for the booking fallback's mail and request
 * (docs/product.md#booking). A module value, not React state: nothing re-renders for it, and the landing page's
 * first script gains a few bytes instead of a context.
 */
let estimate: string | undefined;

export function rememberEstimate(total: string): void {
  estimate = total;
}

/** The estimate the visitor last saw, or undefined when they never used the calculator. */
export const lastEstimate = (): string | undefined => estimate;
