import { authErrorMessages } from '../content/authErrors';
import { describe, expect, it } from 'vitest';
import { describeLinkError, hasAuthParams, readRecoveryLink } from './recoveryLink';

describe('readRecoveryLink', () => {
  it('sees the session of a recovery link', () => {
    expect(
      readRecoveryLink(
        '#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery',
        '',
      ),
    ).toEqual({ hasToken: true, error: null });
  });

  it('reads the server error from the fragment or the query', () => {
    const expected = {
      hasToken: false,
      error: { code: 'otp_expired', description: 'Email link is invalid or has expired' },
    };
    expect(
      readRecoveryLink(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
        '',
      ),
    ).toEqual(expected);
    expect(
      readRecoveryLink(
        '',
        '?error=access_denied&error_code=otp_expired&error_description=Email%20link%20is%20invalid%20or%20has%20expired',
      ),
    ).toEqual(expected);
  });

  it('finds nothing in an ordinary URL', () => {
    expect(readRecoveryLink('', '')).toEqual({ hasToken: false, error: null });
    expect(hasAuthParams('#section', '?next=/account')).toBe(false);
    expect(hasAuthParams('#error_code=x', '')).toBe(true);
  });
});

describe('describeLinkError', () => {
  it('says the link no longer works, whatever the code', () => {
    expect(describeLinkError({ code: 'otp_expired', description: 'x' })).toBe(
      authErrorMessages.linkExpired,
    );
    expect(describeLinkError({ code: 'unspecified', description: '' })).toBe(
      authErrorMessages.linkExpired,
    );
  });
});
