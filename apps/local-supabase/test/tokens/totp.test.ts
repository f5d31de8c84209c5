import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingTotpStep,
  newTotpSecret,
  totpCode,
  totpUri,
} from '../../src/tokens/totp.ts';

// RFC 6238, appendix B: the SHA-1 key and the published times and 8-digit codes.
const rfcKey = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it('reproduces the RFC 6238 SHA-1 test vectors', () => {
    const secret = base32Encode(rfcKey);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [time, code] of rfcVectors) {
      expect(totpCode(secret, time, 8)).toBe(code);
      // Six digits are the same truncation modulo 10^6: the last six of the published code.
      expect(totpCode(secret, time)).toBe(code.slice(2));
    }
  });

  it('reproduces the RFC 4226 HOTP values for the same key', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(rfcKey, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('accepts the code of the current step and of one step either side, and no other', () => {
    const secret = base32Encode(rfcKey);
    const now = 1111111111;
    const step = Math.floor(now / 30);
    expect(matchingTotpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchingTotpStep(secret, totpCode(secret, now - 30), now)).toBe(step - 1);
    expect(matchingTotpStep(secret, totpCode(secret, now + 30), now)).toBe(step + 1);
    expect(matchingTotpStep(secret, totpCode(secret, now - 60), now)).toBeUndefined();
    expect(matchingTotpStep(secret, totpCode(secret, now + 60), now)).toBeUndefined();
    expect(matchingTotpStep(secret, '14050471', now)).toBeUndefined();
    expect(matchingTotpStep(secret, 'abcdef', now)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets that decode back to 20 bytes', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const uri = new URL(totpUri('ABC', '127.0.0.1:4173', 'a+b@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/127.0.0.1:4173:a+b@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      algorithm: 'SHA1',
      digits: '6',
      issuer: '127.0.0.1:4173',
      period: '30',
      secret: 'ABC',
    });
  });
});
