import { describe, expect, it } from 'vitest';
import {
  authErrorMessages as m,
  describeAuthError,
  describeWeakPasswordReason,
  describeWeakPasswordReasons,
} from './authErrors';

describe('describeAuthError', () => {
  it.each([
    ['invalid_credentials', m.invalidCredentials],
    ['email_not_confirmed', m.emailNotConfirmed],
    ['user_banned', m.userBanned],
    ['weak_password', m.weakPassword],
    ['same_password', m.samePassword],
    ['user_already_exists', m.alreadyRegistered],
    ['email_exists', m.alreadyRegistered],
    ['over_request_rate_limit', m.requestRateLimit],
    ['over_email_send_rate_limit', m.emailRateLimit],
    ['signup_disabled', m.signupDisabled],
    ['email_provider_disabled', m.signupDisabled],
    ['email_address_invalid', m.invalidEmail],
    ['network_error', m.network],
    ['session_missing', m.sessionExpired],
    ['session_not_found', m.sessionExpired],
    ['refresh_token_already_used', m.sessionExpired],
  ])('describes %s', (code, expected) => {
    expect(describeAuthError({ code, message: 'server wording' })).toBe(expected);
  });

  it('says the reset link no longer works when the session ends on the reset screen', () => {
    for (const code of ['session_missing', 'session_not_found', 'otp_expired', 'bad_jwt']) {
      expect(describeAuthError({ code, message: 'x' }, { context: 'resetPassword' })).toBe(
        m.linkExpired,
      );
    }
  });

  it("reads the server's e-mail validation failures as an invalid address", () => {
    expect(
      describeAuthError({ code: 'validation_failed', message: 'Unable to validate email address' }),
    ).toBe(m.invalidEmail);
    expect(describeAuthError({ code: 'validation_failed', message: 'Password is too long' })).toBe(
      'Password is too long',
    );
  });

  it('treats a 429 without a known code as a rate limit', () => {
    expect(describeAuthError({ code: 'function_error', message: 'Slow down', status: 429 })).toBe(
      m.requestRateLimit,
    );
  });

  it("falls back to the server's message for other codes", () => {
    expect(
      describeAuthError({ code: 'function_error', message: 'A valid email address is required' }),
    ).toBe('A valid email address is required');
  });

  it('falls back to a generic sentence when the server sent no message', () => {
    expect(describeAuthError({ code: 'unknown', message: '  ' })).toBe(m.generic);
  });
});

describe('describeWeakPasswordReason', () => {
  it('states the minimum length, 6 by default', () => {
    expect(describeWeakPasswordReason('length')).toBe('It is shorter than 6 characters.');
    expect(describeWeakPasswordReason('length', 10)).toBe('It is shorter than 10 characters.');
  });

  it('describes the character-class and breach reasons', () => {
    expect(describeWeakPasswordReason('characters')).toBe(
      'It needs a mix of character types, such as lower- and upper-case letters, digits and symbols.',
    );
    expect(describeWeakPasswordReason('pwned')).toBe(
      'It has appeared in a known data breach, so it is easy to guess. Choose another one.',
    );
  });

  it('has a sentence for reasons it does not know', () => {
    expect(describeWeakPasswordReason('entropy')).toBe('It does not meet the password rules.');
  });
});

describe('describeWeakPasswordReasons', () => {
  it('explains each reason once, in order, and never shows unknown codes raw', () => {
    expect(
      describeWeakPasswordReasons(['characters', 'length', 'entropy', 'characters', 'x'], 8),
    ).toEqual([
      'It needs a mix of character types, such as lower- and upper-case letters, digits and symbols.',
      'It is shorter than 8 characters.',
      'It does not meet the password rules.',
    ]);
    expect(describeWeakPasswordReasons(undefined)).toEqual([]);
  });
});
