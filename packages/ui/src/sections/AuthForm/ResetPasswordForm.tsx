import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { NewPasswordFields } from '../../primitives/NewPasswordFields';
import { CheckIcon, KeyIcon } from '../../icons';
import {
  AccountUsername,
  AuthAlert,
  AuthSubmit,
  authFieldProps,
  StyledForm,
  useAuthForm,
  type AuthSubmitHandler,
  DEFAULT_MAX_PASSWORD_LENGTH,
  AuthLayout,
  AuthLink,
  StyledBody,
} from '../../internal/form';

export interface ResetPasswordValues {
  password: string;
}

export interface ResetPasswordFormProps {
  /**
   * Saves the new password for the visitor signed in by the recovery link. Resolve with `{ error }` for
   * expected failures (weak password with `reasons`, same as the old one, expired session).
   */
  onSubmit: AuthSubmitHandler<ResetPasswordValues>;
  /** Where to go once the password is saved. @default '/account' */
  continueHref?: string;
  /** @default 'Continue to your account' */
  continueLabel?: string;
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
  /** The section's anchor. @default 'reset-password' */
  id?: string;
}

/** Sets a new password after the recovery link, then offers the way on. */
export function ResetPasswordForm({
  onSubmit,
  continueHref = '/account',
  continueLabel = 'Continue to your account',
  email,
  linkError,
  forgotPasswordHref,
  minPasswordLength,
  maxPasswordLength = DEFAULT_MAX_PASSWORD_LENGTH,
  title = 'Choose a new password',
  eyebrow = 'Account',
  id = 'reset-password',
}: ResetPasswordFormProps) {
  const form = useAuthForm({
    mode: 'resetPassword',
    minPasswordLength,
    maxPasswordLength,
    onSubmit: (values) => onSubmit({ password: values.password ?? '' }),
  });
  const { isPending, submitted } = form;

  if (linkError) {
    return (
      <AuthLayout
        id={id}
        title="This link no longer works"
        icon={<KeyIcon />}
        intro={<p>Reset links work once and only for a limited time.</p>}
      >
        <StyledBody>
          <AuthAlert error={{ message: linkError }} />
          {forgotPasswordHref && (
            <div className="auth-actions">
              <Button href={forgotPasswordHref}>Request a new link</Button>
            </div>
          )}
        </StyledBody>
      </AuthLayout>
    );
  }

  if (submitted) {
    return (
      <AuthLayout
        id={id}
        title="Password updated"
        icon={<CheckIcon />}
        headingFocusKey="saved"
        intro={<p>Your new password is saved. Use it the next time you sign in.</p>}
      >
        <StyledBody>
          <div className="auth-actions">
            <Button href={continueHref} size="lg">
              {continueLabel}
            </Button>
          </div>
        </StyledBody>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      id={id}
      title={title}
      eyebrow={eyebrow}
      headingFocusKey="form"
      intro={
        email ? (
          <p>
            For <strong>{email}</strong>. Pick something you have not used here before.
          </p>
        ) : (
          <p>Pick something you have not used here before.</p>
        )
      }
      footer={
        forgotPasswordHref && (
          <p>
            Link not working? <AuthLink href={forgotPasswordHref}>Request a new one</AuthLink>
          </p>
        )
      }
    >
      <StyledForm noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-title`}>
        {email && <AccountUsername email={email} />}
        <NewPasswordFields
          minLength={minPasswordLength}
          password={authFieldProps(form, 'password')}
          confirmation={authFieldProps(form, 'confirmPassword')}
        />
        <AuthSubmit
          label="Save new password"
          pendingLabel="Saving password…"
          isPending={isPending}
          formError={form.formError}
          alertRef={form.alertRef}
        />
      </StyledForm>
    </AuthLayout>
  );
}
ResetPasswordForm.displayName = 'ResetPasswordForm';
