import type { JWTPayload } from 'jose';
import type { ApiKeys, AuthSettings, Logger } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createHourlyQuota, createTokenBucket, type RateLimiter } from '../../http/rateLimits.ts';
import type { Mailbox } from '../../mail/mailbox.ts';
import type { JwtService } from '../../tokens/jwt.ts';
import { hashPassword } from '../../tokens/passwordHash.ts';
import type { SessionInfo } from '../store/sessions.ts';
import type { UserRow } from '../store/users.ts';

export interface AuthLimiters {
  token: RateLimiter;
  signup: RateLimiter;
  recover: RateLimiter;
  resend: RateLimiter;
  userUpdate: RateLimiter;
  /** POST /otp, a bucket of its own at the sign-up rate, as in Supabase Auth. */
  otp: RateLimiter;
  verify: RateLimiter;
  /** MFA challenges and verifications, one bucket each per IP, as in Supabase Auth. */
  mfaChallenge: RateLimiter;
  mfaVerify: RateLimiter;
  /** Project-wide auth mail quota. */
  mail: RateLimiter;
}

/** Everything the auth handlers share; one per running server. */
export interface AuthContext {
  db: Database;
  settings: AuthSettings;
  keys: ApiKeys;
  jwt: JwtService;
  mailbox: Mailbox;
  limiters: AuthLimiters;
  /** Compared against when the user does not exist, so unknown emails take as long as wrong passwords. */
  decoyPasswordHash: string;
  publicUrl: () => string;
  log: Logger;
}

/** The signed-in caller of a route that needs one, checked by the route table before the handler runs. */
export interface BearerUser {
  user: UserRow;
  claims: JWTPayload;
  sessionId: string | undefined;
  /** The session the token belongs to; undefined only for a token without session_id. */
  session: SessionInfo | undefined;
}

export function createAuthLimiters(settings: AuthSettings): AuthLimiters {
  const perIp = (rate: number) => createTokenBucket(rate, settings.rateLimitBurst);
  return {
    token: perIp(settings.rateLimitTokenPer5Min),
    signup: perIp(settings.rateLimitSignupsPer5Min),
    recover: perIp(settings.rateLimitSignupsPer5Min),
    resend: perIp(settings.rateLimitSignupsPer5Min),
    userUpdate: perIp(settings.rateLimitSignupsPer5Min),
    otp: perIp(settings.rateLimitSignupsPer5Min),
    verify: perIp(settings.rateLimitVerifyPer5Min),
    mfaChallenge: perIp(settings.rateLimitMfaPerMinute * 5),
    mfaVerify: perIp(settings.rateLimitMfaPerMinute * 5),
    mail: createHourlyQuota(settings.mailSentPerHour),
  };
}

export async function createAuthContext(
  base: Omit<AuthContext, 'limiters' | 'decoyPasswordHash'>,
): Promise<AuthContext> {
  return {
    ...base,
    limiters: createAuthLimiters(base.settings),
    decoyPasswordHash: await hashPassword(
      'decoy password that never matches',
      base.settings.passwordHashCost,
    ),
  };
}
