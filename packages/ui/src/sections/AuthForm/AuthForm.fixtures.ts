import type { AuthFormError } from './useAuthForm';
import { authErrorMessages } from './describeAuthError';
import { describeWeakPasswordReasons } from './validateAuthFields';

/** The account routes of the site, as plain hrefs. */
export const authHrefs = {
  signInHref: '/sign-in',
  signUpHref: '/sign-up',
  forgotPasswordHref: '/forgot-password',
  continueHref: '/account',
} as const;

export const sampleEmail = 'maya@northwind.co';

/** Values that pass every client check. */
export const validCredentials = {
  email: sampleEmail,
  password: 'paper-lantern-42',
} as const;

/** Server answers as the site's session layer maps them (see `describeAuthError`). */
export const serverErrors = {
  invalidCredentials: { message: authErrorMessages.invalidCredentials },
  emailNotConfirmed: { message: authErrorMessages.emailNotConfirmed },
  rateLimited: { message: authErrorMessages.requestRateLimit },
  emailRateLimited: { message: authErrorMessages.emailRateLimit },
  network: { message: authErrorMessages.network },
  alreadyRegistered: { field: 'email', message: authErrorMessages.alreadyRegistered },
  weakPassword: {
    field: 'password',
    message: authErrorMessages.weakPassword,
    reasons: describeWeakPasswordReasons(['characters', 'pwned']),
  },
  weakPasswordFormLevel: {
    message: authErrorMessages.weakPassword,
    reasons: describeWeakPasswordReasons(['length', 'characters', 'pwned'], {
      minPasswordLength: 8,
    }),
  },
  samePassword: { field: 'password', message: authErrorMessages.samePassword },
  linkExpired: { message: authErrorMessages.linkExpired },
} satisfies Record<string, AuthFormError>;

/** The message the reset page shows when the recovery link itself failed (`otp_expired`). */
export const linkErrorMessage =
  'This reset link is invalid or has expired. Request a new one and use it within the hour.';
