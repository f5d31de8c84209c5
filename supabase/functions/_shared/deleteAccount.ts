import { jsonResponse, type Handler } from './http.ts';
import type { ProjectApi } from './projectApi.ts';
import { serveFunction } from './serveFunction.ts';

export interface DeleteAccountDeps {
  api: Pick<ProjectApi, 'getUser' | 'deleteUser'>;
  log?: (message: string) => void;
}

/**
 * POST /functions/v1/delete-account with the user's access token: deletes the caller's account, and with it
 * (by foreign key) every row bound to it. Whom to delete comes from the token alone; a body is never read,
 * so no id in it can point elsewhere. Session: `user` (aal2 once the account has a verified factor).
 */
export function createDeleteAccountHandler(deps: DeleteAccountDeps): Handler {
  return serveFunction({
    methods: ['POST'],
    session: 'user',
    api: deps.api,
    handle: async (request, user) => {
      await deps.api.deleteUser(user.id);
      return jsonResponse(request, 200, { deleted: true });
    },
    log: deps.log ?? console.error,
  });
}
