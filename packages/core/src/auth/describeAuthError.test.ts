import { describe, expect, it } from 'vitest';
import { describeAuthError, describeWeakPasswordReason } from './describeAuthError';

describe('describeAuthError', () => {
  it.each([
    ['invalid_credentials', 'Email or password is incorrect.'],
    ['email_not_confirmed', 'Confirm your email address first: check your inbox for the link.'],
    ['weak_password', 'Choose a stronger password.'],
    ['over_request_rate_limit', 'Too many attempts. Please wait a minute and try again.'],
    ['over_email_send_rate_limit', 'Too many attempts. Please wait a minute and try again.'],
    ['user_already_exists', 'An account with this email already exists. Sign in instead.'],
    ['email_exists', 'An account with this email already exists. Sign in instead.'],
    ['network_error', 'We could not reach the server. Check your connection and try again.'],
    ['same_password', 'Choose a password different from your current one.'],
    ['session_missing', 'Your session has ended. Sign in again, or request a new reset link.'],
  ])('describes %s', (code, expected) => {
    expect(describeAuthError({ code, message: 'server wording' })).toBe(expected);
  });

  it("falls back to the server's message for other codes", () => {
    expect(
      describeAuthError({
        code: 'signup_disabled',
        message: 'Signups not allowed for this instance',
      }),
    ).toBe('Signups not allowed for this instance');
  });

  it('falls back to a generic sentence when the server sent no message', () => {
    expect(describeAuthError({ code: 'unknown', message: '  ' })).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('describeWeakPasswordReason', () => {
  it('states the minimum length, 6 by default', () => {
    expect(describeWeakPasswordReason('length')).toBe('It must be at least 6 characters long.');
    expect(describeWeakPasswordReason('length', 10)).toBe(
      'It must be at least 10 characters long.',
    );
  });

  it('describes the character-class and breach reasons', () => {
    expect(describeWeakPasswordReason('characters')).toBe(
      'It must mix letters, numbers and symbols.',
    );
    expect(describeWeakPasswordReason('pwned')).toBe(
      'It has appeared in a data breach; choose another.',
    );
  });

  it('has a sentence for reasons it does not know', () => {
    expect(describeWeakPasswordReason('entropy')).toBe('It does not meet the password rules.');
  });
});
