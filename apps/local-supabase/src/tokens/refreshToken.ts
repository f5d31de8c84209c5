import { randomInt } from 'node:crypto';

const refreshTokenAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Supabase Auth's v1 refresh token format: 12 characters from [a-z0-9]. */
export function newRefreshToken(): string {
  let token = '';
  for (let i = 0; i < 12; i++)
    token += refreshTokenAlphabet[randomInt(refreshTokenAlphabet.length)];
  return token;
}
