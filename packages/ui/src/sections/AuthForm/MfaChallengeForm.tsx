import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { KeyIcon } from '../../icons';
import { AuthLayout, StyledBody, CodeForm, type AuthSubmitHandler } from '../../internal/form';

/** The form's fixed texts; all have defaults (`defaultMfaChallengeFormLabels`). */
export interface MfaChallengeFormLabels {
  eyebrow: ReactNode;
  /** Under the title; names the account when its e-mail is known. */
  intro: (email: string | undefined) => ReactNode;
  submit: string;
  submitPending: string;
  codeHint: ReactNode;
  /** Leaves the half-finished sign-in. */
  cancel: ReactNode;
}

export const defaultMfaChallengeFormLabels: MfaChallengeFormLabels = {
  eyebrow: 'Two-factor authentication',
  intro: (email) => (
    <p>
      Your password was right. Open your authenticator app and enter the 6-digit code it shows for
      {email ? (
        <>
          {' '}
          <strong>{email}</strong>
        </>
      ) : (
        ' Outpace'
      )}
      .
    </p>
  ),
  submit: 'Verify and continue',
  submitPending: 'Verifying…',
  codeHint: 'The code changes every 30 seconds.',
  cancel: 'Sign in with another account',
};

export interface MfaChallengeFormProps {
  /**
   * Checks a code of the account's authenticator app. Resolve with `{ error }` for a wrong or expired code (with
   * `field: 'code'` to show it on the field); the page moves on once the session is verified.
   */
  onSubmit: AuthSubmitHandler<{ code: string }>;
  /** Leaves the half-finished sign-in (signs out), for someone without their phone. */
  onCancel: () => Promise<unknown> | void;
  /** The account's e-mail, shown in the intro. */
  email?: string;
  /** @default 'Enter your code' */
  title?: ReactNode;
  /** Overrides for the fixed texts. */
  labels?: Partial<MfaChallengeFormLabels>;
  /** The section's anchor. @default 'verify-sign-in' */
  id?: string;
}

/** The second sign-in step of an account with two-factor authentication: a code from the authenticator app. */
export function MfaChallengeForm({
  onSubmit,
  onCancel,
  email,
  title = 'Enter your code',
  labels: labelOverrides,
  id = 'verify-sign-in',
}: MfaChallengeFormProps) {
  const labels = { ...defaultMfaChallengeFormLabels, ...labelOverrides };
  return (
    <AuthLayout
      id={id}
      title={title}
      eyebrow={labels.eyebrow}
      icon={<KeyIcon />}
      intro={labels.intro(email)}
    >
      <StyledBody>
        <CodeForm
          onSubmit={onSubmit}
          submitLabel={labels.submit}
          pendingLabel={labels.submitPending}
          labelledBy={`${id}-title`}
          hint={labels.codeHint}
          autoFocus
        />
        <div className="auth-actions">
          <Button variant="ghost" onClick={() => void onCancel()}>
            {labels.cancel}
          </Button>
        </div>
      </StyledBody>
    </AuthLayout>
  );
}
MfaChallengeForm.displayName = 'MfaChallengeForm';
