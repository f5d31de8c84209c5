import { useState, type ReactNode } from 'react';
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

/** Every text of the two-factor settings; all have defaults (`defaultTwoFactorSettingsLabels`). */
export interface TwoFactorSettingsLabels {
  title: string;
  description: string;
  enabledTitle: string;
  enabledText: string;
  removedTitle: string;
  /** After a removal, when another app is left. */
  removedOthersLeft: string;
  /** After a removal, when none is left. */
  removedNoneLeft: string;
  /** Names the list of apps for screen readers. */
  listLabel: string;
  /** The name of an app added without one. */
  unnamedApp: string;
  /** The line under an app's name, with the formatted date. */
  added: (date: string) => ReactNode;
  removing: string;
  remove: string;
  /** The remove button's accessible name, with the app's name (or `unnamedApp` in lower case). */
  removeApp: (name: string) => string;
  removeSubmit: string;
  removePending: string;
  removeCodeLabel: string;
  removeCodeHint: string;
  keep: string;
  qrAlt: string;
  scanStep: string;
  manualStep: string;
  confirmSubmit: string;
  confirmPending: string;
  confirmCodeLabel: string;
  confirmCodeHint: string;
  cancel: string;
  /** The spinner's accessible name while an enrollment starts. */
  preparingLabel: string;
  preparing: string;
  addAnother: string;
  setUp: string;
}

export const defaultTwoFactorSettingsLabels: TwoFactorSettingsLabels = {
  title: 'Two-factor authentication',
  description:
    'After your password, ask for a code from an authenticator app on your phone. Someone who learns your password still cannot sign in.',
  enabledTitle: 'Two-factor authentication is on',
  enabledText: 'From now on, signing in asks for a code from your app.',
  removedTitle: 'Authenticator removed',
  removedOthersLeft: 'Your other authenticator still protects your account.',
  removedNoneLeft: 'Signing in now needs only your password.',
  listLabel: 'Your authenticator apps',
  unnamedApp: 'Authenticator app',
  added: (date) => <>Added {date}</>,
  removing: 'Removing',
  remove: 'Remove',
  removeApp: (name) => `Remove ${name}`,
  removeSubmit: 'Remove authenticator',
  removePending: 'Removing…',
  removeCodeLabel: 'Current code from this app',
  removeCodeHint: 'To be sure it is you, enter the code this app shows now.',
  keep: 'Keep it',
  qrAlt: 'QR code to scan with your authenticator app',
  scanStep: 'Scan the QR code with your authenticator app.',
  manualStep: 'Cannot scan it? Enter this key in the app instead:',
  confirmSubmit: 'Turn on two-factor authentication',
  confirmPending: 'Checking the code…',
  confirmCodeLabel: 'Code from the app',
  confirmCodeHint: 'Enter the 6-digit code the app shows now.',
  cancel: 'Cancel',
  preparingLabel: 'Preparing',
  preparing: 'Preparing…',
  addAnother: 'Add another authenticator app',
  setUp: 'Set up an authenticator app',
};

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
  /** Overrides for the texts. */
  labels?: Partial<TwoFactorSettingsLabels>;
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
  labels: labelOverrides,
}: TwoFactorSettingsProps) {
  const labels = { ...defaultTwoFactorSettingsLabels, ...labelOverrides };
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
    <SettingsPanel id={id} title={labels.title} description={labels.description}>
      {notice === 'enabled' && (
        <SettingsNotice tone="success" title={labels.enabledTitle}>
          {labels.enabledText}
        </SettingsNotice>
      )}
      {notice === 'removed' && (
        <SettingsNotice tone="success" title={labels.removedTitle}>
          {isOn ? labels.removedOthersLeft : labels.removedNoneLeft}
        </SettingsNotice>
      )}
      {loadError && <AuthAlert error={{ message: loadError }} />}

      {isLoading ? (
        <Skeleton width="100%" height={64} />
      ) : (
        isOn && (
          <StyledFactorList aria-label={labels.listLabel}>
            {factors.map((factor) => (
              <li key={factor.id}>
                <StyledFactorRow>
                  <div>
                    <span>{factor.name ?? labels.unnamedApp}</span>
                    <span>{labels.added(formatDate(factor.createdAt))}</span>
                  </div>
                  {removingId === factor.id ? (
                    <Badge tone="neutral">{labels.removing}</Badge>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setRemovingId(factor.id)}
                      aria-label={labels.removeApp(factor.name ?? labels.unnamedApp.toLowerCase())}
                    >
                      {labels.remove}
                    </Button>
                  )}
                </StyledFactorRow>
                {removingId === factor.id && (
                  <CodeForm
                    onSubmit={remove(factor.id)}
                    submitLabel={labels.removeSubmit}
                    pendingLabel={labels.removePending}
                    label={labels.removeCodeLabel}
                    hint={labels.removeCodeHint}
                    autoFocus
                  >
                    <Button variant="ghost" onClick={() => setRemovingId(null)}>
                      {labels.keep}
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
          <img src={enrollment.qrCode} alt={labels.qrAlt} />
          <StyledSteps>
            <li>{labels.scanStep}</li>
            <li>
              {labels.manualStep}
              <StyledSecret>{enrollment.secret}</StyledSecret>
            </li>
            <li>
              <CodeForm
                onSubmit={confirm}
                submitLabel={labels.confirmSubmit}
                pendingLabel={labels.confirmPending}
                label={labels.confirmCodeLabel}
                hint={labels.confirmCodeHint}
              >
                <Button variant="ghost" onClick={onCancelEnrollment}>
                  {labels.cancel}
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
                iconStart={
                  starting.isPending ? (
                    <Spinner size="sm" label={labels.preparingLabel} />
                  ) : undefined
                }
              >
                {starting.isPending ? labels.preparing : isOn ? labels.addAnother : labels.setUp}
              </Button>
            </StyledActionRow>
          </>
        )
      )}
    </SettingsPanel>
  );
}
TwoFactorSettings.displayName = 'TwoFactorSettings';
