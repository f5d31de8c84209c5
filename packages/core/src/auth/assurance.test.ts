import type { Session, User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { needsSecondFactor, NO_ASSURANCE, readAssurance } from './assurance';
import { tokenWith } from './testTokens';

function sessionWith(aal: string | undefined, factorStatuses: string[]): Session {
  const factors = factorStatuses.map((status, index) => ({
    id: `factor-${index}`,
    factor_type: 'totp',
    status,
    created_at: '',
    updated_at: '',
  }));
  return {
    access_token: tokenWith(aal ? { sub: 'user-1', aal } : { sub: 'user-1' }),
    user: { id: 'user-1', factors } as unknown as User,
  } as Session;
}

describe('readAssurance', () => {
  it('has no level without a session', () => {
    expect(readAssurance(null)).toEqual(NO_ASSURANCE);
  });

  it.each([
    ['a password-only account', 'aal1', [], { current: 'aal1', next: 'aal1' }, false],
    ['an unfinished enrollment', 'aal1', ['unverified'], { current: 'aal1', next: 'aal1' }, false],
    ['a verified factor, code owed', 'aal1', ['verified'], { current: 'aal1', next: 'aal2' }, true],
    [
      'a verified factor, code given',
      'aal2',
      ['verified'],
      { current: 'aal2', next: 'aal2' },
      false,
    ],
    ['a token without the claim', undefined, ['verified'], { current: 'aal1', next: 'aal2' }, true],
  ] as const)('reads %s', (_, aal, statuses, expected, owesCode) => {
    const assurance = readAssurance(sessionWith(aal, [...statuses]));
    expect(assurance).toEqual(expected);
    expect(needsSecondFactor(assurance)).toBe(owesCode);
  });

  it('treats an unreadable token as aal1', () => {
    const session = { ...sessionWith('aal2', []), access_token: 'not-a-jwt' };
    expect(readAssurance(session).current).toBe('aal1');
  });
});
