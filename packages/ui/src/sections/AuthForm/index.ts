// The layout and form layer the sign-in pages and the account pages share, public as before.
export { AuthLayout, AuthLink, AuthAlert, AuthSubmit } from '../../internal/form';
export type {
  AuthLayoutProps,
  AuthLinkProps,
  AuthAlertProps,
  AuthSubmitProps,
} from '../../internal/form';
export { SignInForm } from './SignInForm';
export type { SignInFormProps, SignInValues } from './SignInForm';
export { SignUpForm } from './SignUpForm';
export type { SignUpFormProps, SignUpValues } from './SignUpForm';
export { ForgotPasswordForm } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps, ForgotPasswordValues } from './ForgotPasswordForm';
export { ResetPasswordForm } from './ResetPasswordForm';
export type { ResetPasswordFormProps, ResetPasswordValues } from './ResetPasswordForm';
export { useAuthForm, UNEXPECTED_ERROR_MESSAGE } from '../../internal/form';
export type {
  AuthFormError,
  AuthFormResult,
  AuthSubmitHandler,
  UseAuthFormOptions,
  UseAuthFormReturn,
} from '../../internal/form';
export {
  validateAuthFields,
  isValidEmail,
  firstInvalidField,
  authMessages,
  AUTH_FIELDS,
  DEFAULT_MAX_PASSWORD_LENGTH,
} from '../../internal/form';
export type {
  AuthField,
  AuthValues,
  AuthFieldErrors,
  AuthFormMode,
  AuthValidationOptions,
} from '../../internal/form';
export { CodeForm } from '../../internal/form';
export type { CodeFormProps } from '../../internal/form';
export { SignInLinkForm, defaultSignInLinkFormLabels } from './SignInLinkForm';
export type { SignInLinkFormProps, SignInLinkFormLabels } from './SignInLinkForm';
export { MfaChallengeForm } from './MfaChallengeForm';
export type { MfaChallengeFormProps } from './MfaChallengeForm';
