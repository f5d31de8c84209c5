export { AccountPage } from './AccountPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { RecoveryRedirect } from './RecoveryRedirect';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignInPage } from './SignInPage';
export { SignUpPage } from './SignUpPage';
export { useSignOut, signOutToasts } from './useSignOut';
