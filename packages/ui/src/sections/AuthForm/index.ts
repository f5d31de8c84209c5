export { AuthLayout, AuthLink, AuthAlert, AuthSubmit } from './AuthForm';
export type { AuthLayoutProps, AuthLinkProps, AuthAlertProps, AuthSubmitProps } from './AuthForm';
export { SignInForm } from './SignInForm';
export type { SignInFormProps, SignInValues } from './SignInForm';
export { SignUpForm } from './SignUpForm';
export type { SignUpFormProps, SignUpValues } from './SignUpForm';
export { ForgotPasswordForm } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps, ForgotPasswordValues } from './ForgotPasswordForm';
export { ResetPasswordForm } from './ResetPasswordForm';
export type { ResetPasswordFormProps, ResetPasswordValues } from './ResetPasswordForm';
export { useAuthForm, UNEXPECTED_ERROR_MESSAGE } from './useAuthForm';
export type {
  AuthFormError,
  AuthFormResult,
  AuthSubmitHandler,
  UseAuthFormOptions,
  UseAuthFormReturn,
} from './useAuthForm';
export {
  validateAuthFields,
  isValidEmail,
  firstInvalidField,
  authMessages,
  AUTH_FIELDS,
  DEFAULT_MAX_PASSWORD_LENGTH,
} from './validateAuthFields';
export type {
  AuthField,
  AuthValues,
  AuthFieldErrors,
  AuthFormMode,
  AuthValidationOptions,
} from './validateAuthFields';
export { CodeForm } from './CodeForm';
export type { CodeFormProps } from './CodeForm';
export { MfaChallengeForm } from './MfaChallengeForm';
export type { MfaChallengeFormProps } from './MfaChallengeForm';
