import { createHash, randomInt } from 'node:crypto';

/**
 * Email one-time tokens as Supabase Auth stores them: the user may type the 6-digit code, links carry
 * its hash (sha224 of email + code), and only the hash is kept in auth.users.
 */
export function hashEmailOtp(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export function newEmailOtp(email: string): { otp: string; hash: string } {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { otp, hash: hashEmailOtp(email, otp) };
}
