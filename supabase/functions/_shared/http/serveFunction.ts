import { corsHeaders } from './cors.ts';
import { bearerToken, errorResponse, type Handler } from './answers.ts';
import type { AuthUser, ProjectApi } from '../project/projectApi.ts';

/**
 * What a function asks of its caller's session, declared once per function in `serveFunction`:
 * - `anyone`: signed-out visitors call it (config.toml `verify_jwt = false`); it never reads a user.
 * - `user`: a live user session, and, when the account has a verified second factor, an aal2 one. That is the
 *   promise the tables' restrictive RLS policies make (subscribers_need_aal2). A function reads with the service
 *   role, past RLS, so it must make the same promise itself, or an aal1 session reaches what RLS refuses it.
 * There is no "any signed-in user, aal1 is enough" on purpose: a function added later gets the strict rule unless
 * it is truly public.
 */
export type SessionRequirement = 'anyone' | 'user';

interface FunctionSpecBase {
  methods: readonly string[];
  log?: (message: string) => void;
}

export type FunctionSpec = FunctionSpecBase &
  (
    | { session: 'anyone'; handle: Handler }
    | {
        session: 'user';
        /** Reads the user behind the bearer token from the auth API, which checks the signature and session. */
        api: Pick<ProjectApi, 'getUser'>;
        handle: (request: Request, user: AuthUser) => Promise<Response>;
      }
  );

/** The `aal` claim of an access token the auth API has just accepted (so its signature was checked there). */
function assuranceLevel(token: string): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const claims = JSON.parse(json) as { aal?: unknown };
    return typeof claims.aal === 'string' ? claims.aal : undefined;
  } catch {
    return undefined;
  }
}

/** The caller when the session meets `user`, else the 401 or 403 to answer. */
async function sessionUser(
  request: Request,
  api: Pick<ProjectApi, 'getUser'>,
): Promise<{ user: AuthUser } | { refused: Response }> {
  const token = bearerToken(request);
  if (!token) return { refused: errorResponse(request, 401, 'Missing bearer token') };
  const user = await api.getUser(token);
  if (!user) return { refused: errorResponse(request, 401, 'Invalid or expired session') };
  if (user.hasVerifiedFactor && assuranceLevel(token) !== 'aal2') {
    return {
      refused: errorResponse(
        request,
        403,
        'This account has a second factor: confirm it first (an aal2 session)',
      ),
    };
  }
  return { user };
}

/**
 * Wraps a function with what every endpoint needs: the preflight answer, an allow-list of methods, the declared
 * session requirement checked before the function runs, and a JSON 500 (with CORS) instead of the runtime's bare
 * error page when something throws.
 */
export function serveFunction(spec: FunctionSpec): Handler {
  const log = spec.log ?? console.error;
  const run = async (request: Request): Promise<Response> => {
    if (spec.session === 'anyone') return spec.handle(request);
    const checked = await sessionUser(request, spec.api);
    return 'refused' in checked ? checked.refused : spec.handle(request, checked.user);
  };
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders(request) });
    if (!spec.methods.includes(request.method)) {
      return errorResponse(request, 405, `Method ${request.method} not allowed`, {
        Allow: spec.methods.join(', '),
      });
    }
    try {
      return await run(request);
    } catch (error) {
      log(
        `Unhandled function error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return errorResponse(request, 500, 'Internal error');
    }
  };
}
