export {
  AuthFooterLink,
  AuthFormShell,
  type AuthFormShellProps,
  type AuthStatusView,
} from './AuthFormShell';
export { AuthLayout, AuthLink, type AuthLayoutProps, type AuthLinkProps } from './AuthLayout';
export { StyledBody, StyledNote } from './AuthLayout.styles';
export { CodeForm, type CodeFormProps } from './CodeForm';
export {
  AccountUsername,
  AuthAlert,
  AuthSubmit,
  authFieldProps,
  FieldServerError,
  type AuthAlertProps,
  type AuthSubmitProps,
} from './FormParts';
export { StyledFieldWithAction, StyledForm } from './Form.styles';
export {
  UNEXPECTED_ERROR_MESSAGE,
  useAuthForm,
  type AuthFormError,
  type AuthFormResult,
  type AuthSubmitHandler,
  type UseAuthFormOptions,
  type UseAuthFormReturn,
} from './useAuthForm';
export {
  AUTH_FIELDS,
  authMessages,
  DEFAULT_MAX_PASSWORD_LENGTH,
  firstInvalidField,
  isValidEmail,
  validateAuthFields,
  type AuthField,
  type AuthFieldErrors,
  type AuthFormMode,
  type AuthValidationOptions,
  type AuthValues,
} from './validateAuthFields';
