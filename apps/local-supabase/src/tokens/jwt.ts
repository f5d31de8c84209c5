import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export type JwtFailure = 'malformed' | 'algorithm' | 'signature' | 'expired' | 'claims';

export type JwtVerification =
  { ok: true; claims: JWTPayload } | { ok: false; failure: JwtFailure; detail: string };

/** HS256 signing and verification with the project's JWT secret, shared by auth, REST and functions. */
export interface JwtService {
  sign(claims: JWTPayload): Promise<string>;
  verify(token: string): Promise<JwtVerification>;
}

export function createJwtService(secret: string): JwtService {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims) {
      return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    },
    async verify(token) {
      try {
        // Pinning the algorithm is what rejects `alg: none` and RS/HS confusion.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return { ok: true, claims: payload };
      } catch (error) {
        return { ok: false, ...describeFailure(error) };
      }
    },
  };
}

function describeFailure(error: unknown): { failure: JwtFailure; detail: string } {
  if (error instanceof errors.JWTExpired)
    return { failure: 'expired', detail: 'token has invalid claims: token is expired' };
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return { failure: 'algorithm', detail: 'token is unverifiable: signing method is invalid' };
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return { failure: 'signature', detail: 'token signature is invalid: signature is invalid' };
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return { failure: 'claims', detail: `token has invalid claims: ${error.message}` };
  }
  return { failure: 'malformed', detail: 'token is malformed' };
}

/** The legacy API keys: long-lived HS256 JWTs carrying only a role. */
export async function signApiKey(jwt: JwtService, role: 'anon' | 'service_role'): Promise<string> {
  return jwt.sign({ iss: 'supabase-demo', role, exp: 1983812996 });
}
