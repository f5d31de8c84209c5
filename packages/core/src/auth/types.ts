import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import type { SessionAssurance } from './assurance';

/** The subscription as `check-subscription` reports it (docs/product.md#subscription), in camelCase. */
export interface SubscriptionState {
  /** Whether the account has an active subscription. */
  subscribed: boolean;
  /** The plan name, or null when not subscribed. */
  subscriptionTier: string | null;
  /** ISO timestamp at which the current period ends, or null. */
  subscriptionEnd: string | null;
}

/** What `useSession()` reports (docs/product.md#session). */
export interface SessionState {
  /** True until the first session check has answered (INITIAL_SESSION), then false for good. */
  isLoading: boolean;
  /** The current session, or null when signed out. */
  session: Session | null;
  /** The signed-in user (`session.user`), or null. */
  user: User | null;
  /** Derived from the server; reset to not subscribed when there is no session. */
  subscription: SubscriptionState;
  /**
   * True while a `check-subscription` call for the current session is in flight. Lets an account page show a
   * placeholder instead of briefly claiming "not subscribed" before the first answer.
   */
  isCheckingSubscription: boolean;
  /**
   * True after the visitor arrived through a password-recovery link (PASSWORD_RECOVERY), until the password is
   * updated (USER_UPDATED) or the session ends. The reset e-mail's link leads to the set-a-new-password page; should
   * a project's redirect allow-list send it to the site root instead, the site reads this to send the visitor on.
   */
  isPasswordRecovery: boolean;
  /**
   * The session's two-factor standing. When `current` is aal1 and `next` aal2 (see `needsSecondFactor`), the
   * password was right but the code is still owed: the account stays out of reach until it is verified.
   */
  assurance: SessionAssurance;
  /** The last auth event received, for diagnostics and tests. */
  lastEvent: AuthChangeEvent | null;
}

/**
 * Codes of the failures an action can return. The auth server's own codes (`invalid_credentials`, `weak_password`,
 * ...) pass through unchanged; `network_error` covers every "could not reach the server" case.
 */
export type AuthActionErrorCode =
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'weak_password'
  | 'same_password'
  | 'user_already_exists'
  | 'email_exists'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'validation_failed'
  | 'session_missing'
  | 'network_error'
  | 'function_error'
  | 'unknown'
  // Any other server code is passed through as is; `(string & {})` keeps editor completion for the known ones.
  | (string & {});

/** An expected failure of an auth action, returned (never thrown) so forms can show it. */
export interface AuthActionError {
  /** Machine-readable cause; the site words it for visitors (`apps/site/src/content/authErrors.ts`). */
  code: AuthActionErrorCode;
  /** The server's (or client library's) own message; the fallback wording when the code is unknown. */
  message: string;
  /** For `weak_password`: which rules the password broke ('length', 'characters', 'pwned'). */
  reasons?: string[];
  /** HTTP status when the server answered; absent for network failures. */
  status?: number;
}

/** E-mail and password, as sign-up and sign-in take them. */
export interface EmailPasswordCredentials {
  email: string;
  password: string;
}

/** Result of `signUp`. */
export interface SignUpResult {
  error: AuthActionError | null;
  /**
   * True when the server sent a confirmation e-mail instead of signing in (user returned without a session). Also
   * true for an address that is already registered: the server hides that on purpose (enumeration protection), so the
   * UI shows the same "check your inbox" state.
   */
  needsConfirmation: boolean;
  session: Session | null;
  user: User | null;
}

/** Result of `signIn`. */
export interface SignInResult {
  error: AuthActionError | null;
  session: Session | null;
  user: User | null;
}

/** Result of `updatePassword`. */
export interface UpdatePasswordResult {
  error: AuthActionError | null;
  user: User | null;
}

/** Result of the actions that return nothing but a possible failure. */
export interface AuthActionResult {
  error: AuthActionError | null;
}

/** The account actions. Expected failures are returned in `error`; none of them throws. */
export interface AuthActions {
  /** Registers an account; the confirmation link leads back to the site root. */
  signUp(credentials: EmailPasswordCredentials): Promise<SignUpResult>;
  /** Signs in with e-mail and password. */
  signIn(credentials: EmailPasswordCredentials): Promise<SignInResult>;
  /** Ends the session (server-side too) and clears it from every tab. */
  signOut(): Promise<AuthActionResult>;
  /**
   * Mails a sign-in link (with a 6-digit code) to an existing account, leading back to `/sign-in?next=<next>`. It
   * creates no account, and answers the same whether or not one exists.
   */
  sendSignInLink(email: string, next: string): Promise<AuthActionResult>;
  /** Signs in with the 6-digit code of that e-mail. */
  verifySignInCode(email: string, code: string): Promise<SignInResult>;
  /** Asks the `send-reset-email` function to mail a recovery link. Failures are also logged. */
  requestPasswordReset(email: string): Promise<AuthActionResult>;
  /** Sets a new password for the signed-in (or recovering) user. */
  updatePassword(password: string): Promise<UpdatePasswordResult>;
  /** Checks the subscription again now (e.g. back from a checkout); resolves once the answer is applied. */
  refreshSubscription(): Promise<AuthActionResult>;
}

/** `useSession()`: the session state plus the actions. */
export type SessionContextValue = SessionState & AuthActions;

/** A new password and the proof that the signed-in person is asking: the current password or an e-mailed code. */
export interface ChangePasswordInput {
  password: string;
  /** The current password, checked by the server before the change. */
  currentPassword?: string;
  /** The code from `requestReauthentication`'s e-mail, when the project requires it (secure password change). */
  nonce?: string;
}

/** Result of `changeEmail`. */
export interface ChangeEmailResult {
  error: AuthActionError | null;
  /** The address waiting for confirmation (links went to it and to the current one); null when changed at once. */
  pendingEmail: string | null;
}

/** An authenticator app (TOTP factor) on the account. */
export interface TotpFactor {
  id: string;
  /** The name given at enrollment, if any. */
  name: string | null;
  /** Unverified factors are enrollments whose first code was never entered. */
  status: 'verified' | 'unverified';
  /** ISO timestamp. */
  createdAt: string;
}

/** Result of `listFactors`. */
export interface ListFactorsResult {
  error: AuthActionError | null;
  factors: TotpFactor[];
}

/** A started enrollment: what the person needs to add the account to their app. */
export interface TotpEnrollment {
  factorId: string;
  /** The server's QR code as an SVG data URL: shown as an image, nothing is fetched. */
  qrCode: string;
  /** The shared secret (base32), for typing into the app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
}

/** Result of `enrollTotp`. */
export interface EnrollTotpResult {
  error: AuthActionError | null;
  enrollment: TotpEnrollment | null;
}

/** A factor and a current code from it. */
export interface FactorCode {
  factorId: string;
  code: string;
}

/** The security settings of the signed-in account. Expected failures are returned in `error`; none throws. */
export interface SecurityActions {
  /** Sets a new password; the server ends the account's other sessions. */
  changePassword(input: ChangePasswordInput): Promise<UpdatePasswordResult>;
  /** E-mails a code that proves it is the account holder (for `changePassword`'s `nonce`). */
  requestReauthentication(): Promise<AuthActionResult>;
  /** Starts an e-mail change: confirmation links go to the current and the new address. */
  changeEmail(email: string): Promise<ChangeEmailResult>;
  /** The account's authenticator apps. */
  listFactors(): Promise<ListFactorsResult>;
  /** Starts adding an authenticator app; `verifyFactor` with its first code finishes it. */
  enrollTotp(): Promise<EnrollTotpResult>;
  /**
   * Proves a factor with a current code (challenge, then verify): finishes an enrollment, or raises the session to
   * aal2 after the password (MFA_CHALLENGE_VERIFIED reaches every tab).
   */
  verifyFactor(input: FactorCode): Promise<AuthActionResult>;
  /** Removes a factor once a current code from it is verified. */
  removeFactor(input: FactorCode): Promise<AuthActionResult>;
  /** Ends every session of the account except this one. */
  signOutOtherDevices(): Promise<AuthActionResult>;
  /** Ends every session of the account, this one included. */
  signOutEverywhere(): Promise<AuthActionResult>;
  /** Deletes the account and its data through the `delete-account` function, then signs out here. */
  deleteAccount(): Promise<AuthActionResult>;
}
