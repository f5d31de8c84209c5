import type { SubscriptionStatus } from '../../../../packages/core/src/contracts/index.ts';

/**
 * The few Supabase project calls the functions make, over plain fetch so the same code runs in the Edge
 * Runtime (Deno) and in the local server without supabase-js.
 */
import type { Tables } from '../../../../packages/core/src/contracts/index.ts';

export interface AuthUser {
  id: string;
  email: string;
  /** Whether the user proved they receive mail at `email`. */
  emailConfirmed: boolean;
  /** Whether the user has a verified second factor, so that sensitive actions want an aal2 session. */
  hasVerifiedFactor: boolean;
}

/** What the payment provider says about a subscription, as stored. */
export type SubscriptionFields = Pick<
  Tables<'subscribers'>,
  'stripe_customer_id' | 'subscribed' | 'subscription_tier' | 'subscription_end'
>;

export type SubscriberRow = SubscriptionFields & Pick<Tables<'subscribers'>, 'email' | 'user_id'>;

export interface ProjectApi {
  /** The user behind an access token, or null when the token is not a live user session. */
  getUser(accessToken: string): Promise<AuthUser | null>;
  /** Deletes the account; rows referencing it go with it by foreign key. An account already gone is no error. */
  deleteUser(userId: string): Promise<void>;
  /** A one-time recovery link, or null when no account uses the address. */
  generateRecoveryLink(email: string, redirectTo: string): Promise<string | null>;
  /** The row bound to the user, whatever address it was bound under. */
  findSubscriber(userId: string): Promise<SubscriberRow | null>;
  /** What check-subscription answers for the user's row, as the database decides it (subscription_answers). */
  subscriptionAnswer(userId: string): Promise<SubscriptionStatus | null>;
  /**
   * Binds the row of the user's address to the user when that row has no owner yet, in one
   * `update ... where user_id is null returning`: of two accounts racing for it, one wins.
   */
  claimSubscriber(user: AuthUser): Promise<SubscriberRow | null>;
  updateSubscriber(userId: string, fields: SubscriptionFields): Promise<void>;
  /** Adds a row for the user; false when the address's row already belongs to someone. */
  insertSubscriber(row: SubscriberRow): Promise<boolean>;
}

const subscriberColumns =
  'email,user_id,stripe_customer_id,subscribed,subscription_tier,subscription_end';

export interface ProjectApiOptions {
  url: string;
  /** Legacy service_role JWT or an sb_secret_ key. */
  serviceKey: string;
  fetch?: typeof fetch;
}

export class ProjectApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProjectApiError';
  }
}

export interface ServiceRest {
  /** The service-role headers: sb_ keys are not JWTs, the gateway takes them in `apikey` only. */
  headers: Record<string, string>;
  call(path: string, init: RequestInit): Promise<Response>;
  /** Throws a ProjectApiError carrying the answer's status and the start of its body. */
  fail(response: Response, what: string): Promise<never>;
}

/** Calls to the project's APIs with the service role key, shared by every function's data access. */
export function createServiceRest({
  url,
  serviceKey,
  fetch: fetchImpl = fetch,
}: ProjectApiOptions): ServiceRest {
  const base = url.replace(/\/+$/, '');
  return {
    headers: serviceKey.startsWith('sb_')
      ? { apikey: serviceKey }
      : { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
    call: (path, init) => fetchImpl(`${base}${path}`, init),
    async fail(response, what) {
      const detail = await response.text().catch(() => '');
      throw new ProjectApiError(
        response.status,
        `${what} failed with ${response.status}: ${detail.slice(0, 300)}`,
      );
    },
  };
}

export function createProjectApi(options: ProjectApiOptions): ProjectApi {
  const { headers: serviceHeaders, call, fail } = createServiceRest(options);
  const serviceKey = options.serviceKey;

  return {
    async getUser(accessToken) {
      const response = await call('/auth/v1/user', {
        headers: {
          apikey: serviceHeaders.apikey ?? serviceKey,
          Authorization: `Bearer ${accessToken}`,
        },
      });
      if ([400, 401, 403, 404].includes(response.status)) return null;
      if (!response.ok) return fail(response, 'Reading the user');
      const user = (await response.json()) as {
        id?: unknown;
        email?: unknown;
        email_confirmed_at?: unknown;
        factors?: { status?: unknown }[];
      };
      if (typeof user.id !== 'string' || typeof user.email !== 'string' || user.email === '')
        return null;
      return {
        id: user.id,
        email: user.email.toLowerCase(),
        emailConfirmed: typeof user.email_confirmed_at === 'string',
        hasVerifiedFactor: (user.factors ?? []).some((factor) => factor.status === 'verified'),
      };
    },

    async deleteUser(userId) {
      const response = await call(`/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        headers: serviceHeaders,
      });
      // 404: a concurrent call deleted it first, which is the outcome this call wanted too.
      if (!response.ok && response.status !== 404) return fail(response, 'Deleting the user');
    },

    async generateRecoveryLink(email, redirectTo) {
      const response = await call('/auth/v1/admin/generate_link', {
        method: 'POST',
        headers: { ...serviceHeaders, 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'recovery', email, redirect_to: redirectTo }),
      });
      if (response.status === 404) return null;
      if (!response.ok) return fail(response, 'Generating the recovery link');
      const body = (await response.json()) as {
        action_link?: unknown;
        properties?: { action_link?: unknown };
      };
      const link = body.action_link ?? body.properties?.action_link;
      if (typeof link !== 'string')
        throw new ProjectApiError(502, 'generate_link answered without action_link');
      return link;
    },

    async findSubscriber(userId) {
      const query = `select=${subscriberColumns}&user_id=eq.${encodeURIComponent(userId)}&order=updated_at.desc&limit=1`;
      const response = await call(`/rest/v1/subscribers?${query}`, { headers: serviceHeaders });
      if (!response.ok) return fail(response, 'Reading the subscriber');
      const rows = (await response.json()) as SubscriberRow[];
      return rows[0] ?? null;
    },

    async subscriptionAnswer(userId) {
      const query = `select=subscribed,subscription_tier,subscription_end&user_id=eq.${encodeURIComponent(userId)}&order=updated_at.desc&limit=1`;
      const response = await call(`/rest/v1/subscription_answers?${query}`, {
        headers: serviceHeaders,
      });
      if (!response.ok) return fail(response, 'Reading the subscription');
      const [answer] = (await response.json()) as SubscriptionStatus[];
      if (!answer) return null;
      // The database writes timestamps as `+00:00`; the answer keeps the format it always had (`.000Z`).
      const end = answer.subscription_end;
      return { ...answer, subscription_end: end === null ? null : new Date(end).toISOString() };
    },

    async claimSubscriber(user) {
      const query = `select=${subscriberColumns}&email=eq.${encodeURIComponent(user.email)}&user_id=is.null`;
      const response = await call(`/rest/v1/subscribers?${query}`, {
        method: 'PATCH',
        headers: {
          ...serviceHeaders,
          'Content-Type': 'application/json',
          Prefer: 'return=representation',
        },
        body: JSON.stringify({ user_id: user.id }),
      });
      if (!response.ok) return fail(response, 'Claiming the subscriber');
      const rows = (await response.json()) as SubscriberRow[];
      return rows[0] ?? null;
    },

    async updateSubscriber(userId, fields) {
      const response = await call(`/rest/v1/subscribers?user_id=eq.${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        headers: {
          ...serviceHeaders,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(fields),
      });
      if (!response.ok) return fail(response, 'Saving the subscriber');
    },

    async insertSubscriber(row) {
      const response = await call('/rest/v1/subscribers', {
        method: 'POST',
        headers: {
          ...serviceHeaders,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(row),
      });
      // 409: the unique address already has a row, bound to another account.
      if (response.status === 409) return false;
      if (!response.ok) return fail(response, 'Saving the subscriber');
      return true;
    },
  };
}
