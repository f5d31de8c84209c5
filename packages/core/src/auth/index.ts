export { AuthProvider } from './AuthProvider';
export type { AuthProviderProps } from './AuthProvider';
export { useAuthActions, useSession } from './useSession';
export { mapAuthError, mapFunctionsError } from './authErrors';
export { DEFAULT_MIN_PASSWORD_LENGTH } from './passwordPolicy';
export { NOT_SUBSCRIBED } from './checkSubscription';
export type {
  AuthActionError,
  AuthActionErrorCode,
  AuthActionResult,
  AuthActions,
  EmailPasswordCredentials,
  SessionContextValue,
  SessionState,
  SignInResult,
  SignUpResult,
  SubscriptionState,
  UpdatePasswordResult,
} from './types';
export { needsSecondFactor, readAssurance, NO_ASSURANCE } from './assurance';
export type { AssuranceLevel, SessionAssurance } from './assurance';
