import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { NewPasswordFields } from '../../primitives/NewPasswordFields';
import { CheckIcon, KeyIcon } from '../../icons';
import {
  AccountUsername,
  AuthAlert,
  AuthFooterLink,
  AuthFormShell,
  authFieldProps,
  useAuthForm,
  type AuthStatusView,
  type AuthSubmitHandler,
  DEFAULT_MAX_PASSWORD_LENGTH,
} from '../../internal/form';

export interface ResetPasswordValues {
  password: string;
}

/** The form's fixed texts; all have defaults (`defaultResetPasswordFormLabels`). */
export interface ResetPasswordFormLabels {
  /** Under the title; names the account when its e-mail is known. */
  intro: (email: string | undefined) => ReactNode;
  submit: string;
  submitPending: string;
  forgotPasswordPrompt: ReactNode;
  forgotPasswordLink: ReactNode;
  linkErrorTitle: ReactNode;
  linkErrorIntro: ReactNode;
  requestNewLink: ReactNode;
  savedTitle: ReactNode;
  savedIntro: ReactNode;
  /** The way on once the password is saved, to `continueHref`. */
  continue: ReactNode;
}

export const defaultResetPasswordFormLabels: ResetPasswordFormLabels = {
  intro: (email) =>
    email ? (
      <p>
        For <strong>{email}</strong>. Pick something you have not used here before.
      </p>
    ) : (
      <p>Pick something you have not used here before.</p>
    ),
  submit: 'Save new password',
  submitPending: 'Saving password…',
  forgotPasswordPrompt: 'Link not working?',
  forgotPasswordLink: 'Request a new one',
  linkErrorTitle: 'This link no longer works',
  linkErrorIntro: <p>Reset links work once and only for a limited time.</p>,
  requestNewLink: 'Request a new link',
  savedTitle: 'Password updated',
  savedIntro: <p>Your new password is saved. Use it the next time you sign in.</p>,
  continue: 'Continue to your account',
};

export interface ResetPasswordFormProps {
  /**
   * Saves the new password for the visitor signed in by the recovery link. Resolve with `{ error }` for
   * expected failures (weak password with `reasons`, same as the old one, expired session).
   */
  onSubmit: AuthSubmitHandler<ResetPasswordValues>;
  /** Where to go once the password is saved. @default '/account' */
  continueHref?: string;
  /** The account's e-mail, if known: shown in the intro and given to password managers as the username. */
  email?: string;
  /**
   * Set when the recovery link could not be used (expired, already used): the form is replaced by this
   * message and a link to request a new one.
   */
  linkError?: string;
  /** Link to request a new reset e-mail (shown with `linkError`). */
  forgotPasswordHref?: string;
  /** The auth server's minimum password length, used by the check and the hint. */
  minPasswordLength: number;
  /** The server's maximum password length. @default 72 */
  maxPasswordLength?: number;
  /** @default 'Choose a new password' */
  title?: ReactNode;
  /** Small kicker above the title. @default 'Account' */
  eyebrow?: ReactNode;
  /** Overrides for the fixed texts. */
  labels?: Partial<ResetPasswordFormLabels>;
  /** The section's anchor. @default 'reset-password' */
  id?: string;
}

/** Sets a new password after the recovery link, then offers the way on. */
export function ResetPasswordForm({
  onSubmit,
  continueHref = '/account',
  email,
  linkError,
  forgotPasswordHref,
  minPasswordLength,
  maxPasswordLength = DEFAULT_MAX_PASSWORD_LENGTH,
  title = 'Choose a new password',
  eyebrow = 'Account',
  labels: labelOverrides,
  id = 'reset-password',
}: ResetPasswordFormProps) {
  const labels = { ...defaultResetPasswordFormLabels, ...labelOverrides };
  const form = useAuthForm({
    mode: 'resetPassword',
    minPasswordLength,
    maxPasswordLength,
    onSubmit: (values) => onSubmit({ password: values.password ?? '' }),
  });
  // A link that no longer works wins over everything: there is no session to save a password for.
  const status: AuthStatusView | undefined = linkError
    ? {
        title: labels.linkErrorTitle,
        icon: <KeyIcon />,
        intro: labels.linkErrorIntro,
        children: (
          <>
            <AuthAlert error={{ message: linkError }} />
            {forgotPasswordHref && (
              <div className="auth-actions">
                <Button href={forgotPasswordHref}>{labels.requestNewLink}</Button>
              </div>
            )}
          </>
        ),
      }
    : form.submitted
      ? {
          title: labels.savedTitle,
          icon: <CheckIcon />,
          headingFocusKey: 'saved',
          intro: labels.savedIntro,
          children: (
            <div className="auth-actions">
              <Button href={continueHref} size="lg">
                {labels.continue}
              </Button>
            </div>
          ),
        }
      : undefined;

  return (
    <AuthFormShell
      id={id}
      title={title}
      eyebrow={eyebrow}
      headingFocusKey="form"
      intro={labels.intro(email)}
      footer={
        forgotPasswordHref && (
          <AuthFooterLink prompt={labels.forgotPasswordPrompt} href={forgotPasswordHref}>
            {labels.forgotPasswordLink}
          </AuthFooterLink>
        )
      }
      form={form}
      submitLabel={labels.submit}
      pendingLabel={labels.submitPending}
      status={status}
    >
      {email && <AccountUsername email={email} />}
      <NewPasswordFields
        minLength={minPasswordLength}
        password={authFieldProps(form, 'password')}
        confirmation={authFieldProps(form, 'confirmPassword')}
      />
    </AuthFormShell>
  );
}
ResetPasswordForm.displayName = 'ResetPasswordForm';
