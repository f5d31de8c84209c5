import { bearerToken, errorResponse, jsonResponse, serveJson, type Handler } from './http.ts';
import type { ProjectApi } from './projectApi.ts';

export interface DeleteAccountDeps {
  api: Pick<ProjectApi, 'getUser' | 'deleteUser'>;
  log?: (message: string) => void;
}

/** The `aal` claim of an access token the auth API has just accepted (so its signature was checked there). */
export function assuranceLevel(token: string): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const claims = JSON.parse(json) as { aal?: unknown };
    return typeof claims.aal === 'string' ? claims.aal : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /functions/v1/delete-account with the user's access token: deletes the caller's account, and with it
 * (by foreign key) every row bound to it. Whom to delete comes from the token alone; a body is never read,
 * so no id in it can point elsewhere. A user with a verified second factor must call from an aal2 session.
 */
export function createDeleteAccountHandler(deps: DeleteAccountDeps): Handler {
  const log = deps.log ?? console.error;
  return serveJson(
    ['POST'],
    async (request) => {
      const token = bearerToken(request);
      if (!token) return errorResponse(request, 401, 'Missing bearer token');
      const user = await deps.api.getUser(token);
      if (!user) return errorResponse(request, 401, 'Invalid or expired session');
      if (user.hasVerifiedFactor && assuranceLevel(token) !== 'aal2') {
        return errorResponse(
          request,
          403,
          'Confirm with your second factor (an aal2 session) before deleting the account',
        );
      }
      await deps.api.deleteUser(user.id);
      return jsonResponse(request, 200, { deleted: true });
    },
    log,
  );
}
