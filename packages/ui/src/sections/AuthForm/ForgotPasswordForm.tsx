import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { EmailField } from '../../primitives/EmailField';
import { MailIcon } from '../../icons';
import {
  AuthFooterLink,
  AuthFormShell,
  authFieldProps,
  useAuthForm,
  type AuthSubmitHandler,
} from '../../internal/form';

export interface ForgotPasswordValues {
  email: string;
}

/** The form's fixed texts; all have defaults (`defaultForgotPasswordFormLabels`). */
export interface ForgotPasswordFormLabels {
  submit: string;
  submitPending: string;
  signInPrompt: ReactNode;
  signInLink: ReactNode;
  sentTitle: ReactNode;
  /** Shown with the address the request was made for. */
  sentIntro: (email: string) => ReactNode;
  sentNote: ReactNode;
  differentEmail: ReactNode;
}

export const defaultForgotPasswordFormLabels: ForgotPasswordFormLabels = {
  submit: 'Send reset link',
  submitPending: 'Sending link…',
  signInPrompt: 'Remembered it?',
  signInLink: 'Back to sign in',
  sentTitle: 'Check your inbox',
  sentIntro: (email) => (
    <p>
      If an account exists for <strong>{email}</strong>, we have sent a link to reset your password.
    </p>
  ),
  sentNote:
    'The link works once and expires after a while. Nothing there after a few minutes? Check your spam folder, or try again.',
  differentEmail: 'Use a different email',
};

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
  /** Overrides for the fixed texts. */
  labels?: Partial<ForgotPasswordFormLabels>;
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
  labels: labelOverrides,
  id = 'forgot-password',
}: ForgotPasswordFormProps) {
  const labels = { ...defaultForgotPasswordFormLabels, ...labelOverrides };
  const form = useAuthForm({
    mode: 'forgotPassword',
    initialValues: defaultEmail ? { email: defaultEmail } : undefined,
    onSubmit: (values) => onSubmit({ email: values.email ?? '' }),
  });
  const { submitted } = form;
  const backToSignIn = signInHref && (
    <AuthFooterLink prompt={labels.signInPrompt} href={signInHref}>
      {labels.signInLink}
    </AuthFooterLink>
  );

  return (
    <AuthFormShell
      id={id}
      title={title}
      eyebrow={eyebrow}
      intro={intro}
      headingFocusKey="form"
      footer={backToSignIn}
      form={form}
      submitLabel={labels.submit}
      pendingLabel={labels.submitPending}
      status={
        submitted
          ? {
              title: labels.sentTitle,
              icon: <MailIcon />,
              headingFocusKey: 'sent',
              intro: labels.sentIntro(submitted.email ?? ''),
              footer: backToSignIn,
              note: labels.sentNote,
              children: (
                <div>
                  <Button variant="secondary" onClick={form.resetSuccess}>
                    {labels.differentEmail}
                  </Button>
                </div>
              ),
            }
          : undefined
      }
    >
      <EmailField {...authFieldProps(form, 'email')} />
    </AuthFormShell>
  );
}
ForgotPasswordForm.displayName = 'ForgotPasswordForm';
