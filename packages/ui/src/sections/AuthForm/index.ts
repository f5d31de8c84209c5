// The layout and form layer the sign-in pages and the account pages share, public as before.
export { AuthLayout, AuthLink, AuthAlert, AuthSubmit } from '../../internal/form';
export type {
  AuthLayoutProps,
  AuthLinkProps,
  AuthAlertProps,
  AuthSubmitProps,
} from '../../internal/form';
export { SignInForm, defaultSignInFormLabels } from './SignInForm';
export type { SignInFormLabels, SignInFormProps, SignInValues } from './SignInForm';
export { SignUpForm, defaultSignUpFormLabels } from './SignUpForm';
export type { SignUpFormLabels, SignUpFormProps, SignUpValues } from './SignUpForm';
export { ForgotPasswordForm, defaultForgotPasswordFormLabels } from './ForgotPasswordForm';
export type {
  ForgotPasswordFormLabels,
  ForgotPasswordFormProps,
  ForgotPasswordValues,
} from './ForgotPasswordForm';
export { ResetPasswordForm, defaultResetPasswordFormLabels } from './ResetPasswordForm';
export type {
  ResetPasswordFormLabels,
  ResetPasswordFormProps,
  ResetPasswordValues,
} from './ResetPasswordForm';
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
export { MfaChallengeForm, defaultMfaChallengeFormLabels } from './MfaChallengeForm';
export type { MfaChallengeFormLabels, MfaChallengeFormProps } from './MfaChallengeForm';
