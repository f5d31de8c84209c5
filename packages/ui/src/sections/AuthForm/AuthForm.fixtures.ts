import { DEFAULT_MIN_PASSWORD_LENGTH } from '@outpace/core/auth';
import type { AuthFormError } from '../../internal/form';

/** The account routes of the site, as plain hrefs. */
export const authHrefs = {
  signInHref: '/sign-in',
  signUpHref: '/sign-up',
  forgotPasswordHref: '/forgot-password',
  continueHref: '/account',
} as const;

export const sampleEmail = 'maya@northwind.co';

/** The minimum length of a new password, as the site's auth server has it. */
export const minPasswordLength = DEFAULT_MIN_PASSWORD_LENGTH;

/** Values that pass every client check. */
export const validCredentials = {
  email: sampleEmail,
  password: 'paper-lantern-42',
} as const;

/**
 * Server failures as the forms receive them: plain sentences. The forms do not know the server's error codes;
 * the site maps them with `describeAuthError` and `describeWeakPasswordReasons` of its content (the one
 * mapping), and these sentences follow its wording so the stories look like the real thing.
 */
const weakReasons = {
  length: (min: number) => `It is shorter than ${min} characters.`,
  characters:
    'It needs a mix of character types, such as lower- and upper-case letters, digits and symbols.',
  pwned: 'It has appeared in a known data breach, so it is easy to guess. Choose another one.',
};

export const serverErrors = {
  invalidCredentials: {
    message: 'That email and password do not match an account. Check them and try again.',
  },
  emailNotConfirmed: {
    message: 'Confirm your email address first: open the link we sent you, then sign in.',
  },
  rateLimited: {
    message: 'Too many attempts in a short time. Wait a few minutes, then try again.',
  },
  emailRateLimited: {
    message: 'We have sent too many emails just now. Wait a few minutes, then try again.',
  },
  network: { message: 'We could not reach the server. Check your connection and try again.' },
  alreadyRegistered: {
    field: 'email',
    message: 'An account with this email already exists. Sign in instead, or reset your password.',
  },
  weakPassword: {
    field: 'password',
    message: 'Choose a stronger password.',
    reasons: [weakReasons.characters, weakReasons.pwned],
  },
  weakPasswordFormLevel: {
    message: 'Choose a stronger password.',
    reasons: [weakReasons.length(8), weakReasons.characters, weakReasons.pwned],
  },
  samePassword: { field: 'password', message: 'That is your current password. Choose a new one.' },
  linkExpired: { message: 'Your reset link has expired or was already used. Request a new one.' },
  signInCodeInvalid: {
    field: 'code',
    message: 'That code is wrong or has expired. Check it, or ask for a new link.',
  },
} satisfies Record<string, AuthFormError>;

/** The message the reset page shows when the recovery link itself failed (`otp_expired`). */
export const linkErrorMessage =
  'This reset link is invalid or has expired. Request a new one and use it within the hour.';

export const validCode = '492 031';

/** Failures as the site hands them over: `describeAuthError`'s wording, on the field it is about. */
export const securityErrors = {
  wrongCurrentPassword: {
    field: 'currentPassword',
    message: 'That is not your current password. Check it and try again.',
  },
  codeNotValid: {
    field: 'code',
    message: 'That code is not right or has expired. Send a new code and try again.',
  },
  wrongCode: {
    field: 'code',
    message:
      'That code is not right. Enter the 6-digit code your authenticator app shows for this account now.',
  },
  codeExpired: {
    field: 'code',
    message: 'That code has expired. Enter the newest code from your authenticator app.',
  },
  emailInUse: {
    field: 'email',
    message: 'Another account already uses this email. Choose a different address.',
  },
  network: { message: 'We could not reach the server. Check your connection and try again.' },
} satisfies Record<string, AuthFormError>;
