// The account pages' copy (docs/product.md#accounts): page titles and descriptions, waiting states, toasts and
// messages. The forms' own words are the kit's defaults; the server's errors are in authErrors.ts.

/** Each account page's title (its `h1`, and the document's title unless it has its own) and meta description. */
export const accountPageCopy = {
  signIn: {
    title: 'Sign in',
    description: 'Sign in to your Outpace account to see your subscription.',
  },
  signUp: {
    title: 'Create your account',
    /** The document's title. */
    documentTitle: 'Create an account',
    description: 'Create an Outpace account with your e-mail address and a password.',
  },
  forgotPassword: {
    title: 'Reset your password',
    description: 'Request a link to choose a new password for your Outpace account.',
  },
  resetPassword: {
    title: 'Choose a new password',
    description: 'Choose a new password for your Outpace account.',
    checkingLink: 'Checking your reset link',
  },
} as const;

/** An account page while the session is checked, and without JavaScript. */
export const sessionPendingCopy = {
  checking: 'Checking your session',
  needsJavaScript: 'Your account needs JavaScript. Turn it on, then reload this page.',
} as const;

/** The toasts of the account page's devices setting, in the same style as signing out. */
export const deviceToasts = {
  others: {
    title: 'Signed out of other devices',
    description: 'Your account is now signed in on this device only.',
  },
  everywhere: {
    title: 'Signed out everywhere',
    description: 'Your account is signed out on every device, this one included.',
  },
} as const;

/** Back on the account page from a plan's checkout. */
export const checkoutReturnLabels = {
  successTitle: 'Your plan is active.',
  successBody: 'Every paid template is in your templates while it lasts.',
  lateBody: 'It can take a minute; reload this page to see your plan.',
} as const;

/** The account page's billing and templates when they cannot be read. */
export const accountLoadErrors = {
  purchases: 'Your purchases could not be loaded. Reload the page to try again.',
  templates: 'We could not load your templates. Try again in a moment.',
} as const;

/** How each of the account's templates came to it. */
export const ownedTemplateLabels = {
  subscription: 'Included in your plan',
  purchased: 'Bought',
  claimed: 'Got it',
  /** `verb` is one of the two above. */
  on: (verb: string, date: string) => `${verb} on ${date}`,
} as const;

/**
 * The account page's groups of panels, in page order: each group's heading and in-page link, and its id, which
 * `/account#<id>` deep links name (keep them stable).
 */
export const accountGroups = {
  templates: { id: 'your-templates', label: 'Templates' },
  billing: { id: 'plan-and-billing', label: 'Plan & billing' },
  security: { id: 'security', label: 'Sign-in & security' },
  dangerZone: { id: 'danger-zone', label: 'Danger zone' },
} as const;

/** The name of the account page's in-page links to its groups. */
export const accountNavigationLabel = 'On this page';
