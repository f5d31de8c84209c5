import { useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { EmailField } from '../../primitives/EmailField';
import { KeyIcon, MailIcon } from '../../icons';
import {
  AuthFooterLink,
  AuthFormShell,
  authFieldProps,
  CodeForm,
  useAuthForm,
  type AuthStatusView,
  type AuthSubmitHandler,
} from '../../internal/form';

/** Every text of the form; all have defaults (`defaultSignInLinkFormLabels`). */
export interface SignInLinkFormLabels {
  eyebrow: ReactNode;
  title: ReactNode;
  intro: ReactNode;
  submit: string;
  submitPending: string;
  sentTitle: string;
  /** Shown with the address the link went to. */
  sentIntro: (email: string) => ReactNode;
  sentNote: ReactNode;
  enterCode: string;
  differentEmail: string;
  codeTitle: string;
  codeIntro: (email: string) => ReactNode;
  codeSubmit: string;
  codeSubmitPending: string;
  codeHint: ReactNode;
  backToLink: string;
  passwordPrompt: ReactNode;
  passwordLink: ReactNode;
}

export const defaultSignInLinkFormLabels: SignInLinkFormLabels = {
  eyebrow: 'Account',
  title: 'Sign in without a password',
  intro: "Enter your account's email and we'll send you a link that signs you in.",
  submit: 'E-mail me a sign-in link',
  submitPending: 'Sending link…',
  sentTitle: 'Check your inbox',
  sentIntro: (email) => (
    <p>
      If an account exists for <strong>{email}</strong>, we have sent it a sign-in link and a
      6-digit code.
    </p>
  ),
  sentNote:
    'Open the link on this device to sign in. The link and the code work once and expire after an hour; nothing there after a few minutes? Check your spam folder.',
  enterCode: 'Enter the 6-digit code instead',
  differentEmail: 'Use a different email',
  codeTitle: 'Enter your code',
  codeIntro: (email) => (
    <p>
      Type the 6-digit code from the email we sent to <strong>{email}</strong>.
    </p>
  ),
  codeSubmit: 'Sign in',
  codeSubmitPending: 'Signing in…',
  codeHint: 'It is in the same email as the link.',
  backToLink: 'Back',
  passwordPrompt: 'Know your password?',
  passwordLink: 'Sign in with it',
};

export interface SignInLinkFormProps {
  /**
   * Mails the link (with its code). Resolve with nothing when the request was accepted, whether or not an account
   * exists (the form shows the same confirmation either way); `{ error }` only for failures such as a rate limit
   * or an unreachable server.
   */
  onSendLink: AuthSubmitHandler<{ email: string }>;
  /**
   * Signs in with the code from that e-mail. Resolve with `{ error }` for a wrong or expired code (with
   * `field: 'code'` to show it on the field); the page moves on once the session starts.
   */
  onVerifyCode: AuthSubmitHandler<{ email: string; code: string }>;
  /** Link to the password sign-in; leaves the footer link out when unset. */
  passwordHref?: string;
  /** Pre-fills the e-mail, e.g. from the password form. */
  defaultEmail?: string;
  /** Overrides for the texts. */
  labels?: Partial<SignInLinkFormLabels>;
  /** The section's anchor. @default 'sign-in-link' */
  id?: string;
}

/**
 * Passwordless sign-in: asks for the e-mail and sends a link that signs in, with a 6-digit code as the
 * alternative for someone reading their mail on another device. The confirmation never reveals whether an
 * account exists.
 */
export function SignInLinkForm({
  onSendLink,
  onVerifyCode,
  passwordHref,
  defaultEmail,
  labels: labelOverrides,
  id = 'sign-in-link',
}: SignInLinkFormProps) {
  const labels = { ...defaultSignInLinkFormLabels, ...labelOverrides };
  const [enteringCode, setEnteringCode] = useState(false);
  const form = useAuthForm({
    mode: 'forgotPassword',
    initialValues: defaultEmail ? { email: defaultEmail } : undefined,
    onSubmit: (values) => onSendLink({ email: values.email ?? '' }),
  });
  const { submitted } = form;
  const footer = passwordHref && (
    <AuthFooterLink prompt={labels.passwordPrompt} href={passwordHref}>
      {labels.passwordLink}
    </AuthFooterLink>
  );
  const email = submitted?.email ?? '';
  const codeStep: AuthStatusView = {
    title: labels.codeTitle,
    icon: <KeyIcon />,
    // The step before's key: the heading keeps still, and the code field the visitor asked for takes focus.
    headingFocusKey: 'sent',
    intro: labels.codeIntro(email),
    footer,
    children: (
      <CodeForm
        onSubmit={({ code }) => onVerifyCode({ email, code })}
        submitLabel={labels.codeSubmit}
        pendingLabel={labels.codeSubmitPending}
        labelledBy={`${id}-title`}
        hint={labels.codeHint}
        autoFocus
      >
        <Button variant="ghost" onClick={() => setEnteringCode(false)}>
          {labels.backToLink}
        </Button>
      </CodeForm>
    ),
  };
  const sentStep: AuthStatusView = {
    title: labels.sentTitle,
    icon: <MailIcon />,
    headingFocusKey: 'sent',
    intro: labels.sentIntro(email),
    footer,
    note: labels.sentNote,
    children: (
      <div className="auth-actions">
        <Button onClick={() => setEnteringCode(true)}>{labels.enterCode}</Button>
        <Button variant="secondary" onClick={form.resetSuccess}>
          {labels.differentEmail}
        </Button>
      </div>
    ),
  };

  return (
    <AuthFormShell
      id={id}
      title={labels.title}
      eyebrow={labels.eyebrow}
      intro={labels.intro}
      headingFocusKey="form"
      footer={footer}
      form={form}
      submitLabel={labels.submit}
      pendingLabel={labels.submitPending}
      status={submitted ? (enteringCode ? codeStep : sentStep) : undefined}
    >
      <EmailField {...authFieldProps(form, 'email')} />
    </AuthFormShell>
  );
}
SignInLinkForm.displayName = 'SignInLinkForm';
