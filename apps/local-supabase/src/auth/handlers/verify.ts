import type { Context } from 'hono';
import type { SqlExecutor } from '../../db/database.ts';
import type { AuthContext } from './authContext.ts';
import { AuthError, validationFailed } from './authErrors.ts';
import { verifyPhoneOtp } from './disabledFeatures.ts';
import { emailChangeEnded } from './emailChange.ts';
import { hashEmailOtp } from '../../tokens/otp.ts';
import { clientInfo, readAuthBody, redirectFor, stringField } from './requestInput.ts';
import { sessionResponse, type SessionResponse } from './accessToken.ts';
import { startSession } from './sessions.ts';
import {
  changeIdentityEmail,
  findUserByEmail,
  takeToken,
  markEmailVerified,
  updateUser,
  type TokenColumn,
  type UserRow,
} from '../store/users.ts';

type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

const tokenSources: Record<VerifyType, { columns: TokenColumn[]; sentAt: keyof UserRow }> = {
  signup: { columns: ['confirmation_token'], sentAt: 'confirmation_sent_at' },
  invite: { columns: ['confirmation_token'], sentAt: 'confirmation_sent_at' },
  recovery: { columns: ['recovery_token'], sentAt: 'recovery_sent_at' },
  magiclink: { columns: ['recovery_token'], sentAt: 'recovery_sent_at' },
  email_change: {
    columns: ['email_change_token_new', 'email_change_token_current'],
    sentAt: 'email_change_sent_at',
  },
};

/** What Supabase Auth answers when the first of the two e-mail change links is followed. */
const singleConfirmationAccepted =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** The first of two e-mail change links: accepted, but the address stays until the other is followed too. */
const awaitingOtherLink = Symbol('awaiting the other e-mail change link');

/** An e-mail change whose new address another account took after it was asked for: it ends, unapplied. */
const addressTaken = Symbol('the new address belongs to another account');

const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

const uniqueViolation = '23505';

type Consumed = UserRow | typeof awaitingOtherLink | typeof addressTaken | undefined;

function verifyType(raw: string): VerifyType[] {
  // `email` is the OTP type that covers both sign-up confirmation and magic-link codes.
  if (raw === 'email') return ['signup', 'magiclink'];
  if (Object.hasOwn(tokenSources, raw)) return [raw as VerifyType];
  throw validationFailed(`Unsupported verification type "${raw}"`);
}

/**
 * Consumes a one-time token and applies its effect; undefined when it is unknown, used or expired. The token
 * is cleared by the same statement that finds it, so of two requests racing with one link only the first
 * gets a row (the second waits for its lock on PostgreSQL, then no longer matches).
 */
async function consumeToken(
  ctx: AuthContext,
  tx: SqlExecutor,
  type: VerifyType,
  tokenHash: string,
): Promise<Consumed> {
  // Postgres text cannot hold NUL, so no stored token has one (and the lookup would fail).
  if (tokenHash === '' || tokenHash.length > 255 || tokenHash.includes('\u0000')) return undefined;
  const { columns, sentAt } = tokenSources[type];
  let user: UserRow | undefined;
  for (const column of columns) user ??= await takeToken(tx, column, tokenHash);
  if (!user) return undefined;
  const sent = user[sentAt];
  const expired =
    typeof sent !== 'string' ||
    new Date(sent).getTime() + ctx.settings.mailLinkExpirySeconds * 1000 < Date.now();
  if (expired) return undefined;
  if (type === 'email_change') return applyEmailChange(ctx, tx, user);
  // Following any mailed link proves the address, so recovery and magic links confirm it too.
  return markEmailVerified(tx, user);
}

/**
 * With confirmations on and secure e-mail change on, Supabase Auth wants both links (in either order); with
 * auto-confirm on, one of them is enough. The change also confirms the account's address. When another account
 * took the new address since the change was asked for, the change ends here, committed, so that it cannot be
 * tried again and the account no longer shows it as pending.
 */
async function applyEmailChange(
  ctx: AuthContext,
  tx: SqlExecutor,
  user: UserRow,
): Promise<UserRow | typeof awaitingOtherLink | typeof addressTaken> {
  const newEmail = user.email_change ?? '';
  const holder = await findUserByEmail(tx, newEmail);
  if (holder && holder.id !== user.id) {
    await updateUser(tx, user.id, emailChangeEnded);
    return addressTaken;
  }
  const bothLinksNeeded =
    !ctx.settings.mailerAutoconfirm &&
    ctx.settings.secureEmailChange &&
    user.email_change_confirm_status === 0 &&
    Boolean(user.email);
  if (bothLinksNeeded) {
    await updateUser(tx, user.id, { email_change_confirm_status: 1 });
    return awaitingOtherLink;
  }
  await changeIdentityEmail(tx, user.id, newEmail);
  return updateUser(tx, user.id, {
    ...emailChangeEnded,
    email: newEmail,
    email_confirmed_at: user.email_confirmed_at ?? new Date().toISOString(),
  });
}

type Verified =
  | { type: VerifyType; session: SessionResponse }
  | typeof awaitingOtherLink
  | typeof addressTaken
  | undefined;

async function verifyAndSignIn(
  ctx: AuthContext,
  c: Context,
  types: VerifyType[],
  hashFor: (type: VerifyType) => string,
): Promise<Verified> {
  try {
    return await ctx.db.transaction(async (tx) => {
      for (const type of types) {
        const user = await consumeToken(ctx, tx, type, hashFor(type));
        if (user === awaitingOtherLink || user === addressTaken) return user;
        if (user)
          return {
            type,
            session: await sessionResponse(
              ctx,
              tx,
              await startSession(tx, user, 'otp', clientInfo(c)),
            ),
          };
      }
      return undefined;
    });
  } catch (error) {
    if ((error as { code?: string }).code !== uniqueViolation || !types.includes('email_change'))
      throw error;
    // PostgreSQL only: another account took the address between the check above and the update. The failed
    // transaction left the change pending; end it the same way.
    return endEmailChange(ctx, hashFor('email_change'));
  }
}

async function endEmailChange(ctx: AuthContext, tokenHash: string): Promise<typeof addressTaken> {
  await ctx.db.transaction(async (tx) => {
    let user: UserRow | undefined;
    for (const column of tokenSources.email_change.columns)
      user ??= await takeToken(tx, column, tokenHash);
    if (user) await updateUser(tx, user.id, emailChangeEnded);
  });
  return addressTaken;
}

/** GET /verify: the link in auth mails. Answers with implicit-flow redirects, never JSON errors. */
export async function verifyLinkRedirect(ctx: AuthContext, c: Context): Promise<Response> {
  const types = verifyType(c.req.query('type') ?? '');
  const target = new URL(redirectFor(ctx, c, undefined));
  const token = c.req.query('token') ?? '';
  const result = await verifyAndSignIn(ctx, c, types, () => token);
  const fragment = new URLSearchParams();
  if (result === awaitingOtherLink) {
    fragment.set('message', singleConfirmationAccepted);
    fragment.set('sb', '');
  } else if (result === addressTaken) {
    const error = emailExists();
    fragment.set('error', 'access_denied');
    fragment.set('error_code', error.code);
    fragment.set('error_description', error.message);
    fragment.set('sb', '');
  } else if (!result) {
    fragment.set('error', 'access_denied');
    fragment.set('error_code', 'otp_expired');
    fragment.set('error_description', 'Email link is invalid or has expired');
    fragment.set('sb', '');
  } else {
    const { session, type } = result;
    fragment.set('access_token', session.access_token);
    fragment.set('expires_at', String(session.expires_at));
    fragment.set('expires_in', String(session.expires_in));
    fragment.set('refresh_token', session.refresh_token);
    fragment.set('sb', '');
    fragment.set('token_type', 'bearer');
    fragment.set('type', type);
  }
  target.hash = fragment.toString();
  return c.redirect(target.href, 303);
}

/** POST /verify `{type, token_hash}` or `{type, email, token}`: the same, answered as a session. */
export async function verifyOtp(ctx: AuthContext, c: Context): Promise<Response> {
  const body = await readAuthBody(c);
  const rawType = stringField(body, 'type');
  if (rawType === 'sms' || rawType === 'phone_change') verifyPhoneOtp(body);
  const types = verifyType(rawType);
  const tokenHash = stringField(body, 'token_hash');
  const email = stringField(body, 'email').trim().toLowerCase();
  const code = stringField(body, 'token');
  if (!tokenHash && !(email && code))
    throw validationFailed('Verify requires either a token or a token hash');
  // An e-mail change code is hashed with the address it was sent to, the new one or the current one.
  const result = await verifyAndSignIn(ctx, c, types, () => tokenHash || hashEmailOtp(email, code));
  if (result === awaitingOtherLink) {
    return c.json({ msg: singleConfirmationAccepted, code: '200' });
  }
  if (result === addressTaken) throw emailExists();
  if (!result) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  return c.json(result.session);
}
