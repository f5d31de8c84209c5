import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { KeyIcon } from '../../icons';
import { AuthLayout, StyledBody, CodeForm, type AuthSubmitHandler } from '../../internal/form';

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
  /** The section's anchor. @default 'verify-sign-in' */
  id?: string;
}

/** The second sign-in step of an account with two-factor authentication: a code from the authenticator app. */
export function MfaChallengeForm({
  onSubmit,
  onCancel,
  email,
  title = 'Enter your code',
  id = 'verify-sign-in',
}: MfaChallengeFormProps) {
  return (
    <AuthLayout
      id={id}
      title={title}
      eyebrow="Two-factor authentication"
      icon={<KeyIcon />}
      intro={
        <p>
          Your password was right. Open your authenticator app and enter the 6-digit code it shows
          for
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
      }
    >
      <StyledBody>
        <CodeForm
          onSubmit={onSubmit}
          submitLabel="Verify and continue"
          pendingLabel="Verifying…"
          labelledBy={`${id}-title`}
          hint="The code changes every 30 seconds."
          autoFocus
        />
        <div className="auth-actions">
          <Button variant="ghost" onClick={() => void onCancel()}>
            Sign in with another account
          </Button>
        </div>
      </StyledBody>
    </AuthLayout>
  );
}
MfaChallengeForm.displayName = 'MfaChallengeForm';
