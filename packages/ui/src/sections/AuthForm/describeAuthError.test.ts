import { authErrorMessages, describeAuthError } from './describeAuthError';

describe('describeAuthError', () => {
  it.each([
    ['invalid_credentials', 'signIn', { message: authErrorMessages.invalidCredentials }],
    ['email_not_confirmed', 'signIn', { message: authErrorMessages.emailNotConfirmed }],
    ['user_banned', 'signIn', { message: authErrorMessages.userBanned }],
    ['over_request_rate_limit', 'signIn', { message: authErrorMessages.requestRateLimit }],
    ['over_email_send_rate_limit', 'signUp', { message: authErrorMessages.emailRateLimit }],
    [
      'user_already_exists',
      'signUp',
      { field: 'email', message: authErrorMessages.alreadyRegistered },
    ],
    ['email_exists', 'signUp', { field: 'email', message: authErrorMessages.alreadyRegistered }],
    ['signup_disabled', 'signUp', { message: authErrorMessages.signupDisabled }],
    [
      'same_password',
      'resetPassword',
      { field: 'password', message: authErrorMessages.samePassword },
    ],
    ['session_not_found', 'resetPassword', { message: authErrorMessages.linkExpired }],
    ['session_not_found', 'signIn', { message: authErrorMessages.sessionExpired }],
  ] as const)('does map %s on %s', (code, mode, expected) => {
    expect(describeAuthError({ code, status: 400, message: 'server words' }, { mode })).toEqual(
      expected,
    );
  });

  it('does put weak-password reasons on the password field', () => {
    expect(
      describeAuthError(
        { code: 'weak_password', status: 422, reasons: ['length', 'pwned'] },
        { mode: 'signUp', minPasswordLength: 8 },
      ),
    ).toEqual({
      field: 'password',
      message: 'Choose a stronger password.',
      reasons: [
        'It is shorter than 8 characters.',
        'It has appeared in a known data breach, so it is easy to guess. Choose another one.',
      ],
    });
  });

  it('does read validation failures by their subject', () => {
    expect(
      describeAuthError(
        { code: 'validation_failed', message: 'Unable to validate email address: invalid format' },
        { mode: 'signUp' },
      ),
    ).toEqual({ field: 'email', message: 'Enter a valid email address, like name@example.com.' });
    expect(
      describeAuthError(
        { code: 'validation_failed', message: 'Password cannot be longer than 72 characters' },
        { mode: 'signUp' },
      ),
    ).toEqual({ field: 'password', message: 'Use 72 characters or fewer.' });
  });

  it('does call retryable and network failures a connection problem', () => {
    expect(
      describeAuthError({ name: 'AuthRetryableFetchError', status: 0 }, { mode: 'signIn' }),
    ).toEqual({ message: authErrorMessages.network });
    expect(describeAuthError({ status: 503 }, { mode: 'signIn' })).toEqual({
      message: authErrorMessages.network,
    });
  });

  it('does fall back to a rate-limit message on a bare 429 and a generic one otherwise', () => {
    expect(describeAuthError({ status: 429 }, { mode: 'forgotPassword' })).toEqual({
      message: authErrorMessages.requestRateLimit,
    });
    expect(
      describeAuthError({ code: 'unexpected_failure', status: 400 }, { mode: 'signIn' }),
    ).toEqual({ message: authErrorMessages.unexpected });
  });
});
