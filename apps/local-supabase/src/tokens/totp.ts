import { createHmac, randomBytes } from 'node:crypto';

/**
 * TOTP as Supabase Auth verifies it (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1, 30-second steps from the Unix
 * epoch, 6 digits, and one step of skew either side.
 */
export const totpStepSeconds = 30;
export const totpDigits = 6;
const skewSteps = 1;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, the form authenticator apps read from an otpauth:// URI. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error(`not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new 160-bit secret (RFC 4226's recommended length), base32-encoded: 32 characters. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP: dynamic truncation of HMAC-SHA-1(key, counter), `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits = totpDigits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totpStep(unixSeconds: number): number {
  return Math.floor(unixSeconds / totpStepSeconds);
}

/** The code for `unixSeconds` (what an authenticator app shows then). */
export function totpCode(secret: string, unixSeconds: number, digits = totpDigits): string {
  return hotp(base32Decode(secret), totpStep(unixSeconds), digits);
}

/**
 * The time step whose code equals `code`, searching the current step and one either side, or undefined.
 * Every candidate is compared, so the answer takes as long whichever step matches.
 */
export function matchingTotpStep(
  secret: string,
  code: string,
  unixSeconds: number,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const key = base32Decode(secret);
  const now = totpStep(unixSeconds);
  let matched: number | undefined;
  for (let step = now - skewSteps; step <= now + skewSteps; step++) {
    if (hotp(key, step) === code && matched === undefined) matched = step;
  }
  return matched;
}

export function totpUri(secret: string, issuer: string, accountName: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(totpDigits),
    issuer,
    period: String(totpStepSeconds),
    secret,
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
