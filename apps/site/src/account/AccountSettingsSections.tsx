import { DEFAULT_MIN_PASSWORD_LENGTH } from '@outpace/core/auth';
import { useSecurityActions, type TotpEnrollment, type TotpFactor } from '@outpace/core/security';
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccountPanel,
  DevicesPanel,
  SettingsGroup,
  TwoFactorSettings,
} from '@outpace/ui';
import { describeSecurityError } from '../content/securityErrors';
import { useEffect, useState } from 'react';
import { toFormError } from './formError';
import { accountGroups, deviceToasts } from '../content/account';
import { useReportedSignOut } from './useSignOut';

export interface AccountSettingsSectionsProps {
  email: string;
  /** The address an e-mail change waits on (`user.new_email`), if any. */
  pendingEmail: string | null;
  /**
   * Told `true` as a deletion starts and `false` if it fails: a deletion ends in a sign-out (in every tab), which
   * the page reads as "the account is gone" while this is true.
   */
  onDeletingChange: (isDeleting: boolean) => void;
}

/**
 * The account page's settings, in its 'Sign-in & security' and 'Danger zone' groups: each kit panel wired to the
 * security actions of `@outpace/core/auth`.
 */
export function AccountSettingsSections({
  email,
  pendingEmail,
  onDeletingChange,
}: AccountSettingsSectionsProps) {
  const actions = useSecurityActions();
  const [verification, setVerification] = useState<'currentPassword' | 'code'>('currentPassword');
  const signOutOthers = useReportedSignOut(actions.signOutOtherDevices, deviceToasts.others);
  const signOutEverywhere = useReportedSignOut(actions.signOutEverywhere, deviceToasts.everywhere);

  return (
    <>
      <SettingsGroup id={accountGroups.security.id} title={accountGroups.security.label}>
        <ChangePasswordForm
          email={email}
          minPasswordLength={DEFAULT_MIN_PASSWORD_LENGTH}
          verification={verification}
          onSendCode={async () => {
            const { error } = await actions.requestReauthentication();
            return error ? { error: toFormError(error, 'changePassword') } : undefined;
          }}
          onSubmit={async ({ password, currentPassword, code }) => {
            const { error } = await actions.changePassword({
              password,
              currentPassword,
              nonce: code,
            });
            // The server wants an e-mailed code instead (secure password change): the form switches to it.
            if (error?.code === 'reauthentication_needed') setVerification('code');
            return error ? { error: toFormError(error, 'changePassword') } : undefined;
          }}
        />
        <ChangeEmailForm
          email={email}
          pendingEmail={pendingEmail}
          onSubmit={async ({ email: next }) => {
            const { error } = await actions.changeEmail(next);
            return error ? { error: toFormError(error, 'changeEmail') } : undefined;
          }}
        />
        <TwoFactorPanel />
        <DevicesPanel onSignOutOthers={signOutOthers} onSignOutEverywhere={signOutEverywhere} />
      </SettingsGroup>
      <SettingsGroup id={accountGroups.dangerZone.id} title={accountGroups.dangerZone.label}>
        <DeleteAccountPanel
          email={email}
          onDelete={async () => {
            onDeletingChange(true);
            const { error } = await actions.deleteAccount();
            if (!error) return undefined;
            onDeletingChange(false);
            return { error: toFormError(error, 'deleteAccount') };
          }}
        />
      </SettingsGroup>
    </>
  );
}

/** The authenticator apps: loaded when the page opens, again after each change. */
function TwoFactorPanel() {
  const { listFactors, enrollTotp, verifyFactor, removeFactor } = useSecurityActions();
  const [factors, setFactors] = useState<TotpFactor[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);

  // Bumped after each change, to load the list again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    void listFactors().then((result) => {
      if (!isCurrent) return;
      setLoadError(
        result.error ? describeSecurityError(result.error, { context: 'twoFactor' }) : null,
      );
      setFactors(
        result.error ? [] : result.factors.filter((factor) => factor.status === 'verified'),
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [listFactors, version]);
  const reload = () => setVersion((value) => value + 1);

  return (
    <TwoFactorSettings
      factors={factors ?? []}
      isLoading={factors === null}
      loadError={loadError}
      enrollment={enrollment}
      onStartEnrollment={async () => {
        const result = await enrollTotp();
        if (result.error) return { error: toFormError(result.error, 'twoFactor') };
        setEnrollment(result.enrollment);
        return undefined;
      }}
      onCancelEnrollment={() => setEnrollment(null)}
      onConfirmEnrollment={async ({ code }) => {
        if (!enrollment) return undefined;
        const { error } = await verifyFactor({ factorId: enrollment.factorId, code });
        if (error) return { error: toFormError(error, 'twoFactor') };
        setEnrollment(null);
        reload();
        return undefined;
      }}
      onRemove={async ({ factorId, code }) => {
        const { error } = await removeFactor({ factorId, code });
        if (error) return { error: toFormError(error, 'twoFactor') };
        reload();
        return undefined;
      }}
    />
  );
}
