import type { ReactNode } from 'react';
import { EmailField } from '../../primitives/EmailField';
import { NewPasswordFields } from '../../primitives/NewPasswordFields';
import { MailIcon } from '../../icons';
import {
  AuthFooterLink,
  AuthFormShell,
  authFieldProps,
  useAuthForm,
  type AuthSubmitHandler,
  DEFAULT_MAX_PASSWORD_LENGTH,
  StyledNote,
} from '../../internal/form';

export interface SignUpValues {
  email: string;
  password: string;
}

/** The form's fixed texts; all have defaults (`defaultSignUpFormLabels`). */
export interface SignUpFormLabels {
  submit: string;
  submitPending: string;
  signInPrompt: ReactNode;
  signInLink: ReactNode;
  sentTitle: ReactNode;
  /** Shown with the address the confirmation link went to. */
  sentIntro: (email: string) => ReactNode;
  sentBody: ReactNode;
  sentNote: ReactNode;
  sentSignInPrompt: ReactNode;
}

export const defaultSignUpFormLabels: SignUpFormLabels = {
  submit: 'Create account',
  submitPending: 'Creating account…',
  signInPrompt: 'Already have an account?',
  signInLink: 'Sign in',
  sentTitle: 'Check your inbox',
  sentIntro: (email) => (
    <p>
      We sent a confirmation link to <strong>{email}</strong>.
    </p>
  ),
  sentBody: 'Open the link in that e-mail to activate your account. Then you can sign in.',
  sentNote:
    'It can take a minute to arrive. Nothing there? Check your spam folder, or make sure the address above is right.',
  sentSignInPrompt: 'Confirmed already?',
};

export interface SignUpFormProps {
  /**
   * Creates the account with the checked values (the confirmation is only checked here, not sent).
   * Resolve with `{ error }` for expected failures; put "already registered" on `field: 'email'` and
   * weak-password `reasons` on `field: 'password'`.
   */
  onSubmit: AuthSubmitHandler<SignUpValues>;
  /**
   * The address a confirmation link was sent to. When set, the form gives way to the 'Check your inbox'
   * state. The site sets it after a sign-up that returned no session (confirmation required, or an
   * address that is already registered: both look the same on purpose).
   */
  confirmationSentTo?: string;
  /** The auth server's minimum password length, used by the check and the hint. */
  minPasswordLength: number;
  /** The server's maximum password length. @default 72 */
  maxPasswordLength?: number;
  /** Link to the sign-in page, in the footer and in the 'Check your inbox' state. */
  signInHref?: string;
  /** @default 'Create your account' */
  title?: ReactNode;
  /** @default 'One account for your subscription and everything that comes with it.' */
  intro?: ReactNode;
  /** Small kicker above the title. @default 'Account' */
  eyebrow?: ReactNode;
  /** Overrides for the fixed texts. */
  labels?: Partial<SignUpFormLabels>;
  /** The section's anchor. @default 'sign-up' */
  id?: string;
}

/** E-mail and password sign-up with a confirmation field and the 'Check your inbox' end state. */
export function SignUpForm({
  onSubmit,
  confirmationSentTo,
  minPasswordLength,
  maxPasswordLength = DEFAULT_MAX_PASSWORD_LENGTH,
  signInHref,
  title = 'Create your account',
  intro = 'One account for your subscription and everything that comes with it.',
  eyebrow = 'Account',
  labels: labelOverrides,
  id = 'sign-up',
}: SignUpFormProps) {
  const labels = { ...defaultSignUpFormLabels, ...labelOverrides };
  const form = useAuthForm({
    mode: 'signUp',
    minPasswordLength,
    maxPasswordLength,
    onSubmit: (values) => onSubmit({ email: values.email ?? '', password: values.password ?? '' }),
  });

  return (
    <AuthFormShell
      id={id}
      title={title}
      eyebrow={eyebrow}
      intro={intro}
      headingFocusKey={confirmationSentTo}
      footer={
        signInHref && (
          <AuthFooterLink prompt={labels.signInPrompt} href={signInHref}>
            {labels.signInLink}
          </AuthFooterLink>
        )
      }
      form={form}
      submitLabel={labels.submit}
      pendingLabel={labels.submitPending}
      status={
        confirmationSentTo
          ? {
              title: labels.sentTitle,
              icon: <MailIcon />,
              headingFocusKey: confirmationSentTo,
              intro: labels.sentIntro(confirmationSentTo),
              footer: signInHref && (
                <AuthFooterLink prompt={labels.sentSignInPrompt} href={signInHref}>
                  {labels.signInLink}
                </AuthFooterLink>
              ),
              children: (
                <>
                  <p>{labels.sentBody}</p>
                  <StyledNote>{labels.sentNote}</StyledNote>
                </>
              ),
            }
          : undefined
      }
    >
      <EmailField {...authFieldProps(form, 'email')} />
      <NewPasswordFields
        minLength={minPasswordLength}
        password={authFieldProps(form, 'password')}
        confirmation={authFieldProps(form, 'confirmPassword')}
      />
    </AuthFormShell>
  );
}
SignUpForm.displayName = 'SignUpForm';
