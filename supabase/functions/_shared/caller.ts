import { assuranceLevel } from './deleteAccount.ts';
import { bearerToken, errorResponse } from './http.ts';
import type { AuthUser, ProjectApi } from './projectApi.ts';

export type Caller = { ok: true; user: AuthUser } | { ok: false; response: Response };

/**
 * The signed-in user behind the request, for endpoints that act on their money: a live session, and an aal2 one
 * when the user has a verified second factor (the rule the database applies to their subscription and purchases).
 * One call, so that a stricter session rule changes here only.
 */
export async function payingCaller(
  request: Request,
  api: Pick<ProjectApi, 'getUser'>,
): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) return { ok: false, response: errorResponse(request, 401, 'Missing bearer token') };
  const user = await api.getUser(token);
  if (!user)
    return { ok: false, response: errorResponse(request, 401, 'Invalid or expired session') };
  if (user.hasVerifiedFactor && assuranceLevel(token) !== 'aal2') {
    return {
      ok: false,
      response: errorResponse(
        request,
        403,
        'Confirm with your second factor (an aal2 session) first',
      ),
    };
  }
  return { ok: true, user };
}
