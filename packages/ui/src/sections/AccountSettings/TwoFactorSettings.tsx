import { useState } from 'react';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { Spinner } from '../../primitives/Spinner';
import { formatAccountDate } from '../../internal/formatAccountDate';
import {
  AuthAlert,
  CodeForm,
  type AuthFormError,
  type AuthFormResult,
  type AuthSubmitHandler,
} from '../../internal/form';
import {
  StyledActionRow,
  StyledEnrollment,
  StyledFactorList,
  StyledFactorRow,
  StyledSecret,
  StyledSteps,
} from './AccountSettings.styles';
import { SettingsNotice, SettingsPanel } from './SettingsPanel';
import { usePendingAction } from '../../hooks/usePendingAction';

/** A verified authenticator app on the account. */
export interface TwoFactorFactor {
  id: string;
  /** The name given when it was added, if any. */
  name: string | null;
  /** ISO timestamp. */
  createdAt: string;
}

/** An enrollment in progress: what the person adds to their app. */
export interface TwoFactorEnrollment {
  /** The QR code as an image URL (the server's SVG as a data URL: nothing is fetched). */
  qrCode: string;
  /** The secret, for typing into the app by hand. */
  secret: string;
}

export interface TwoFactorSettingsProps {
  /** The verified authenticator apps. */
  factors: readonly TwoFactorFactor[];
  /** True while the list is loading: placeholders instead of the list. @default false */
  isLoading?: boolean;
  /** Why the list could not be loaded, in plain words. */
  loadError?: string | null;
  /** Set once `onStartEnrollment` has an enrollment: the QR code, the secret and the first code's form. */
  enrollment?: TwoFactorEnrollment | null;
  /** Starts adding an app; resolve with `{ error }` if it could not start. */
  onStartEnrollment: () => Promise<AuthFormResult | void>;
  /** Checks the first code of the app being added. `field: 'code'` puts an error on the field. */
  onConfirmEnrollment: AuthSubmitHandler<{ code: string }>;
  /** Abandons the enrollment in progress. */
  onCancelEnrollment: () => void;
  /** Removes an app once a current code from it is accepted. */
  onRemove: AuthSubmitHandler<{ factorId: string; code: string }>;
  /** Formats the date an app was added. @default long US-English date in UTC */
  formatDate?: (isoDate: string) => string;
  /** The section's anchor. @default 'two-factor' */
  id?: string;
}

type Notice = 'enabled' | 'removed' | null;

/** Two-factor authentication with an authenticator app (TOTP): add one with a QR code, list them, remove one. */
export function TwoFactorSettings({
  factors,
  isLoading = false,
  loadError,
  enrollment,
  onStartEnrollment,
  onConfirmEnrollment,
  onCancelEnrollment,
  onRemove,
  formatDate = formatAccountDate,
  id = 'two-factor',
}: TwoFactorSettingsProps) {
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [startError, setStartError] = useState<AuthFormError | null>(null);
  const starting = usePendingAction(async () => {
    setNotice(null);
    setStartError(null);
    setStartError((await onStartEnrollment())?.error ?? null);
  });
  const isOn = factors.length > 0;

  const confirm: AuthSubmitHandler<{ code: string }> = async (values) => {
    const result = await onConfirmEnrollment(values);
    if (!result?.error) setNotice('enabled');
    return result;
  };
  const remove =
    (factorId: string): AuthSubmitHandler<{ code: string }> =>
    async ({ code }) => {
      const result = await onRemove({ factorId, code });
      if (!result?.error) {
        setRemovingId(null);
        setNotice('removed');
      }
      return result;
    };

  return (
    <SettingsPanel
      id={id}
      title="Two-factor authentication"
      description="After your password, ask for a code from an authenticator app on your phone. Someone who learns your password still cannot sign in."
    >
      {notice === 'enabled' && (
        <SettingsNotice tone="success" title="Two-factor authentication is on">
          From now on, signing in asks for a code from your app.
        </SettingsNotice>
      )}
      {notice === 'removed' && (
        <SettingsNotice tone="success" title="Authenticator removed">
          {isOn
            ? 'Your other authenticator still protects your account.'
            : 'Signing in now needs only your password.'}
        </SettingsNotice>
      )}
      {loadError && <AuthAlert error={{ message: loadError }} />}

      {isLoading ? (
        <Skeleton width="100%" height={64} />
      ) : (
        isOn && (
          <StyledFactorList aria-label="Your authenticator apps">
            {factors.map((factor) => (
              <li key={factor.id}>
                <StyledFactorRow>
                  <div>
                    <span>{factor.name ?? 'Authenticator app'}</span>
                    <span>Added {formatDate(factor.createdAt)}</span>
                  </div>
                  {removingId === factor.id ? (
                    <Badge tone="neutral">Removing</Badge>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setRemovingId(factor.id)}
                      aria-label={`Remove ${factor.name ?? 'authenticator app'}`}
                    >
                      Remove
                    </Button>
                  )}
                </StyledFactorRow>
                {removingId === factor.id && (
                  <CodeForm
                    onSubmit={remove(factor.id)}
                    submitLabel="Remove authenticator"
                    pendingLabel="Removing…"
                    label="Current code from this app"
                    hint="To be sure it is you, enter the code this app shows now."
                    autoFocus
                  >
                    <Button variant="ghost" onClick={() => setRemovingId(null)}>
                      Keep it
                    </Button>
                  </CodeForm>
                )}
              </li>
            ))}
          </StyledFactorList>
        )
      )}

      {enrollment ? (
        <StyledEnrollment>
          <img src={enrollment.qrCode} alt="QR code to scan with your authenticator app" />
          <StyledSteps>
            <li>Scan the QR code with your authenticator app.</li>
            <li>
              Cannot scan it? Enter this key in the app instead:
              <StyledSecret>{enrollment.secret}</StyledSecret>
            </li>
            <li>
              <CodeForm
                onSubmit={confirm}
                submitLabel="Turn on two-factor authentication"
                pendingLabel="Checking the code…"
                label="Code from the app"
                hint="Enter the 6-digit code the app shows now."
              >
                <Button variant="ghost" onClick={onCancelEnrollment}>
                  Cancel
                </Button>
              </CodeForm>
            </li>
          </StyledSteps>
        </StyledEnrollment>
      ) : (
        !isLoading && (
          <>
            {startError && <AuthAlert error={startError} />}
            <StyledActionRow>
              <Button
                variant={isOn ? 'secondary' : 'primary'}
                onClick={starting.run}
                disabled={starting.isPending}
                iconStart={starting.isPending ? <Spinner size="sm" label="Preparing" /> : undefined}
              >
                {starting.isPending
                  ? 'Preparing…'
                  : isOn
                    ? 'Add another authenticator app'
                    : 'Set up an authenticator app'}
              </Button>
            </StyledActionRow>
          </>
        )
      )}
    </SettingsPanel>
  );
}
TwoFactorSettings.displayName = 'TwoFactorSettings';
