import { describe, expect, it } from 'vitest';
import { authErrorMessages } from './authErrors';
import { describeSecurityError, securityErrorMessages as m } from './securityErrors';

describe('describeSecurityError', () => {
  it.each([
    ['current_password_invalid', m.wrongCurrentPassword],
    ['current_password_mismatch', m.wrongCurrentPassword],
    ['reauthentication_needed', m.reauthenticationNeeded],
    ['reauthentication_not_valid', m.reauthenticationInvalid],
    ['mfa_verification_failed', m.wrongCode],
    ['mfa_challenge_expired', m.codeExpired],
    ['mfa_factor_not_found', m.factorGone],
    ['insufficient_aal', m.secondFactorNeeded],
    ['too_many_enrolled_mfa_factors', m.tooManyFactors],
  ])('describes %s', (code, expected) => {
    expect(describeSecurityError({ code, message: 'server wording' })).toBe(expected);
  });

  it.each([
    ['invalid_credentials', 'changePassword', m.wrongCurrentPassword],
    ['invalid_credentials', 'signIn', authErrorMessages.invalidCredentials],
    ['email_exists', 'changeEmail', m.emailInUse],
    ['email_exists', 'signUp', authErrorMessages.alreadyRegistered],
    ['network_error', 'twoFactor', authErrorMessages.network],
  ] as const)('describes %s on the %s screen', (code, context, expected) => {
    expect(describeSecurityError({ code, message: 'server wording' }, { context })).toBe(expected);
  });
});
