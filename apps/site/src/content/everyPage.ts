// Copy that every page's shell shows (the bar's sign-out, the page-change spinner): a module of its own, kept
// small, since a module shared by several pages lands whole in the first script of each.

/** The toasts of docs/product.md#sign-out. */
export const signOutToasts = {
  success: {
    title: 'Signed out successfully',
    description: 'You have been signed out of your account.',
  },
  failureTitle: 'Sign out failed',
  /**
   * For an error without a message of its own (core's errors always carry one, so hardly ever): a fixed sentence
   * rather than the auth error catalogue, which would put ~1.2 KB brotli into every page's first script.
   */
  failureFallback: 'Your session is still open here. Try again in a moment.',
} as const;

/** The spinner while a page's code arrives. */
export const routeLoadingLabel = 'Loading the page';
