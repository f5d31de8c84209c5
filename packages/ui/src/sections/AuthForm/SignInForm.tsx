import type { ReactNode } from 'react';
import { TextField } from '../../primitives/TextField';
import { EmailField } from '../../primitives/EmailField';
import {
  AuthFooterLink,
  AuthFormShell,
  AuthLink,
  authFieldProps,
  StyledFieldWithAction,
  useAuthForm,
  type AuthSubmitHandler,
} from '../../internal/form';

export interface SignInValues {
  email: string;
  password: string;
}

/** The form's fixed texts; all have defaults (`defaultSignInFormLabels`). */
export interface SignInFormLabels {
  signInLinkPrompt: ReactNode;
  /** The link to passwordless sign-in. */
  signInLink: ReactNode;
  signUpPrompt: ReactNode;
  signUpLink: ReactNode;
  passwordLabel: string;
  forgotPassword: ReactNode;
  submit: string;
  submitPending: string;
}

export const defaultSignInFormLabels: SignInFormLabels = {
  signInLinkPrompt: 'No password at hand?',
  signInLink: 'E-mail me a sign-in link',
  signUpPrompt: 'New here?',
  signUpLink: 'Create an account',
  passwordLabel: 'Password',
  forgotPassword: 'Forgot your password?',
  submit: 'Sign in',
  submitPending: 'Signing in…',
};

export interface SignInFormProps {
  /**
   * Signs in with the checked values (e-mail trimmed). Resolve with `{ error }` for expected failures
   * (wrong password, e-mail not confirmed, rate limit); the form stays pending until it settles.
   */
  onSubmit: AuthSubmitHandler<SignInValues>;
  /** Link to the sign-up page; leaves the footer link out when unset. */
  signUpHref?: string;
  /** Link to the forgot-password page, shown under the password field. */
  forgotPasswordHref?: string;
  /** Link to passwordless sign-in (`SignInLinkForm`), offered in the footer when set. */
  signInLinkHref?: string;
  /** Pre-fills the e-mail, e.g. after sign-up or a password reset. */
  defaultEmail?: string;
  /** @default 'Sign in' */
  title?: ReactNode;
  /** @default 'Welcome back. Sign in to see your account and subscription.' */
  intro?: ReactNode;
  /** Small kicker above the title. @default 'Account' */
  eyebrow?: ReactNode;
  /** Overrides for the fixed texts. */
  labels?: Partial<SignInFormLabels>;
  /** The section's anchor. @default 'sign-in' */
  id?: string;
}

/** E-mail and password sign-in, with links to sign up, to reset a forgotten password and to sign in by e-mailed link. */
export function SignInForm({
  onSubmit,
  signUpHref,
  forgotPasswordHref,
  signInLinkHref,
  defaultEmail,
  title = 'Sign in',
  intro = 'Welcome back. Sign in to see your account and subscription.',
  eyebrow = 'Account',
  labels: labelOverrides,
  id = 'sign-in',
}: SignInFormProps) {
  const labels = { ...defaultSignInFormLabels, ...labelOverrides };
  const form = useAuthForm({
    mode: 'signIn',
    initialValues: defaultEmail ? { email: defaultEmail } : undefined,
    onSubmit: (values) => onSubmit({ email: values.email ?? '', password: values.password ?? '' }),
  });

  return (
    <AuthFormShell
      id={id}
      title={title}
      eyebrow={eyebrow}
      intro={intro}
      footer={
        (signInLinkHref || signUpHref) && (
          <>
            {signInLinkHref && (
              <AuthFooterLink prompt={labels.signInLinkPrompt} href={signInLinkHref}>
                {labels.signInLink}
              </AuthFooterLink>
            )}
            {signUpHref && (
              <AuthFooterLink prompt={labels.signUpPrompt} href={signUpHref}>
                {labels.signUpLink}
              </AuthFooterLink>
            )}
          </>
        )
      }
      form={form}
      submitLabel={labels.submit}
      pendingLabel={labels.submitPending}
    >
      <EmailField {...authFieldProps(form, 'email')} />
      <StyledFieldWithAction>
        <TextField
          {...authFieldProps(form, 'password')}
          label={labels.passwordLabel}
          type="password"
          name="password"
          autoComplete="current-password"
          aria-required="true"
        />
        {forgotPasswordHref && (
          <AuthLink href={forgotPasswordHref} size="sm">
            {labels.forgotPassword}
          </AuthLink>
        )}
      </StyledFieldWithAction>
    </AuthFormShell>
  );
}
SignInForm.displayName = 'SignInForm';
