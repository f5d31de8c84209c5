import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { EmailField } from '../../primitives/EmailField';
import { MailIcon } from '../../icons';
import {
  AuthLayout,
  AuthLink,
  AuthSubmit,
  authFieldProps,
  StyledForm,
  useAuthForm,
  type AuthSubmitHandler,
  StyledBody,
  StyledNote,
} from '../../internal/form';

export interface ForgotPasswordValues {
  email: string;
}

export interface ForgotPasswordFormProps {
  /**
   * Requests the reset e-mail. Resolve with nothing when the request was accepted, whether or not an account
   * exists (the form then shows the same neutral confirmation either way); `{ error }` only for failures
   * such as a rate limit or an unreachable server.
   */
  onSubmit: AuthSubmitHandler<ForgotPasswordValues>;
  /** Link back to the sign-in page. */
  signInHref?: string;
  /** Pre-fills the e-mail, e.g. from the sign-in form. */
  defaultEmail?: string;
  /** @default 'Reset your password' */
  title?: ReactNode;
  /** @default "Enter the email you signed up with and we'll send you a link to choose a new password." */
  intro?: ReactNode;
  /** Small kicker above the title. @default 'Account' */
  eyebrow?: ReactNode;
  /** The section's anchor. @default 'forgot-password' */
  id?: string;
}

/**
 * Asks for the e-mail and sends a reset link. The answer never reveals whether an account exists: every
 * accepted request ends on the same sentence.
 */
export function ForgotPasswordForm({
  onSubmit,
  signInHref,
  defaultEmail,
  title = 'Reset your password',
  intro = "Enter the email you signed up with and we'll send you a link to choose a new password.",
  eyebrow = 'Account',
  id = 'forgot-password',
}: ForgotPasswordFormProps) {
  const form = useAuthForm({
    mode: 'forgotPassword',
    initialValues: defaultEmail ? { email: defaultEmail } : undefined,
    onSubmit: (values) => onSubmit({ email: values.email ?? '' }),
  });
  const { isPending, submitted } = form;
  const backToSignIn = signInHref && (
    <p>
      Remembered it? <AuthLink href={signInHref}>Back to sign in</AuthLink>
    </p>
  );

  if (submitted) {
    return (
      <AuthLayout
        id={id}
        title="Check your inbox"
        icon={<MailIcon />}
        headingFocusKey="sent"
        intro={
          <p>
            If an account exists for <strong>{submitted.email}</strong>, we have sent a link to
            reset your password.
          </p>
        }
        footer={backToSignIn}
      >
        <StyledBody>
          <StyledNote>
            The link works once and expires after a while. Nothing there after a few minutes? Check
            your spam folder, or try again.
          </StyledNote>
          <div>
            <Button variant="secondary" onClick={form.resetSuccess}>
              Use a different email
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
      intro={intro}
      headingFocusKey="form"
      footer={backToSignIn}
    >
      <StyledForm noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-title`}>
        <EmailField {...authFieldProps(form, 'email')} />
        <AuthSubmit
          label="Send reset link"
          pendingLabel="Sending link…"
          isPending={isPending}
          formError={form.formError}
          alertRef={form.alertRef}
        />
      </StyledForm>
    </AuthLayout>
  );
}
ForgotPasswordForm.displayName = 'ForgotPasswordForm';
