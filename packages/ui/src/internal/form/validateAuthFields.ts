/** The fields an account form can have. */
export type AuthField = 'email' | 'password' | 'confirmPassword' | 'currentPassword' | 'code';

/** What the visitor typed. Fields a form does not show are left out. */
export type AuthValues = Partial<Record<AuthField, string>>;

/** One message per invalid field; valid fields are absent. */
export type AuthFieldErrors = Partial<Record<AuthField, string>>;

/**
 * Which form is being checked; it decides the required fields and whether the password policy applies.
 * Sign-in only checks that a password is there: an old account may predate the current policy.
 */
export type AuthFormMode =
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'changePasswordWithCode'
  | 'changeEmail'
  | 'verifyCode'
  | 'confirmDeletion';

export interface AuthValidationOptions {
  /**
   * The auth server's minimum password length, checked for new passwords (sign-up, reset). Without it only an
   * empty new password is refused here; the server has the final word.
   */
  minPasswordLength?: number;
  /**
   * The server's maximum password length in UTF-8 bytes (bcrypt only reads 72), so an accented letter counts 2 and
   * an emoji 4, as on the server. @default 72
   */
  maxPasswordLength?: number;
}

export const DEFAULT_MAX_PASSWORD_LENGTH = 72;

/** The fields each form shows, in on-screen order (the first invalid one receives focus). */
export const AUTH_FIELDS: Record<AuthFormMode, readonly AuthField[]> = {
  signIn: ['email', 'password'],
  signUp: ['email', 'password', 'confirmPassword'],
  forgotPassword: ['email'],
  resetPassword: ['password', 'confirmPassword'],
  changePassword: ['currentPassword', 'password', 'confirmPassword'],
  changePasswordWithCode: ['currentPassword', 'code', 'password', 'confirmPassword'],
  changeEmail: ['email'],
  verifyCode: ['code'],
  confirmDeletion: ['email'],
};

/** Modes that set a new password: the length rules apply to it. */
const NEW_PASSWORD_MODES: readonly AuthFormMode[] = [
  'signUp',
  'resetPassword',
  'changePassword',
  'changePasswordWithCode',
];

/** One-time codes (authenticator apps, e-mailed reauthentication codes) are six digits. */
const CODE_PATTERN = /^\d{6}$/;

/**
 * Deliberately loose: something, an @, a domain with a dot, no spaces. The server has the final word;
 * this only catches typos before a round trip.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export const authMessages = {
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  passwordMissing: 'Enter your password.',
  newPasswordMissing: 'Choose a password.',
  passwordTooShort: (min: number) => `Use at least ${min} characters.`,
  passwordTooLong: (max: number) =>
    `Use ${max} characters or fewer (accented letters and emoji count as 2 to 4).`,
  confirmMissing: 'Enter your password again to confirm it.',
  confirmMismatch: 'The passwords do not match.',
  currentPasswordMissing: 'Enter your current password.',
  codeMissing: 'Enter the 6-digit code.',
  codeInvalid: 'The code is 6 digits, like 123456.',
} as const;

/** Whether the text looks like an e-mail address (surrounding spaces are ignored). */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Checks an account form before anything is sent. Pure: the same values always give the same errors.
 * @returns a message per invalid field, empty when the form may be submitted
 */
export function validateAuthFields(
  mode: AuthFormMode,
  values: AuthValues,
  {
    minPasswordLength,
    maxPasswordLength = DEFAULT_MAX_PASSWORD_LENGTH,
  }: AuthValidationOptions = {},
): AuthFieldErrors {
  const fields = AUTH_FIELDS[mode];
  const errors: AuthFieldErrors = {};
  const isNewPassword = NEW_PASSWORD_MODES.includes(mode);

  if (fields.includes('email')) {
    const email = (values.email ?? '').trim();
    if (!email) errors.email = authMessages.emailMissing;
    else if (!isValidEmail(email)) errors.email = authMessages.emailInvalid;
  }

  if (fields.includes('currentPassword') && !values.currentPassword) {
    errors.currentPassword = authMessages.currentPasswordMissing;
  }

  if (fields.includes('code')) {
    // Spaces are allowed in between: apps show codes as "123 456".
    const code = (values.code ?? '').replace(/\s/g, '');
    if (!code) errors.code = authMessages.codeMissing;
    else if (!CODE_PATTERN.test(code)) errors.code = authMessages.codeInvalid;
  }

  if (fields.includes('password')) {
    const password = values.password ?? '';
    if (!password) {
      errors.password = isNewPassword
        ? authMessages.newPasswordMissing
        : authMessages.passwordMissing;
    } else if (
      isNewPassword &&
      minPasswordLength !== undefined &&
      [...password].length < minPasswordLength
    ) {
      errors.password = authMessages.passwordTooShort(minPasswordLength);
    } else if (isNewPassword && new TextEncoder().encode(password).length > maxPasswordLength) {
      errors.password = authMessages.passwordTooLong(maxPasswordLength);
    }
  }

  if (fields.includes('confirmPassword')) {
    const confirmation = values.confirmPassword ?? '';
    if (!confirmation) errors.confirmPassword = authMessages.confirmMissing;
    else if (confirmation !== (values.password ?? ''))
      errors.confirmPassword = authMessages.confirmMismatch;
  }

  return errors;
}

/** The first field, in on-screen order, that has an error. */
export function firstInvalidField(
  mode: AuthFormMode,
  errors: AuthFieldErrors,
): AuthField | undefined {
  return AUTH_FIELDS[mode].find((field) => errors[field]);
}
