import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { StyledActionRow } from './AccountSettings.styles';
import { SettingsPanel } from './SettingsPanel';
import { usePendingAction } from '../../hooks/usePendingAction';

/** Every text of the devices panel; all have defaults (`defaultDevicesPanelLabels`). */
export interface DevicesPanelLabels {
  title: string;
  description: string;
  signOutOthers: string;
  signingOutOthers: string;
  signOutEverywhere: string;
  signingOutEverywhere: string;
}

export const defaultDevicesPanelLabels: DevicesPanelLabels = {
  title: 'Devices',
  description: 'Left your account signed in on a shared or lost device? End those sessions here.',
  signOutOthers: 'Sign out of other devices',
  signingOutOthers: 'Signing out of other devices',
  signOutEverywhere: 'Sign out everywhere',
  signingOutEverywhere: 'Signing out everywhere',
};

export interface DevicesPanelProps {
  /** Ends every other session of the account. The outcome is the caller's to report (the site shows a toast). */
  onSignOutOthers: () => Promise<unknown> | void;
  /** Ends every session of the account, this one too. */
  onSignOutEverywhere: () => Promise<unknown> | void;
  /** The section's anchor. @default 'devices' */
  id?: string;
  /** Overrides for the texts. */
  labels?: Partial<DevicesPanelLabels>;
}

/** Signing out of the account's other devices, or of all of them. */
export function DevicesPanel({
  onSignOutOthers,
  onSignOutEverywhere,
  id = 'devices',
  labels: labelOverrides,
}: DevicesPanelProps) {
  const labels = { ...defaultDevicesPanelLabels, ...labelOverrides };
  const others = usePendingAction(onSignOutOthers);
  const everywhere = usePendingAction(onSignOutEverywhere);
  const isBusy = others.isPending || everywhere.isPending;
  const buttons = [
    {
      action: others,
      variant: 'secondary',
      label: labels.signOutOthers,
      pendingLabel: labels.signingOutOthers,
    },
    {
      action: everywhere,
      variant: 'ghost',
      label: labels.signOutEverywhere,
      pendingLabel: labels.signingOutEverywhere,
    },
  ] as const;
  return (
    <SettingsPanel id={id} title={labels.title} description={labels.description}>
      <StyledActionRow>
        {buttons.map(({ action, variant, label, pendingLabel }) => {
          return (
            <Button
              key={label}
              variant={variant}
              onClick={action.run}
              disabled={isBusy}
              iconStart={action.isPending ? <Spinner size="sm" label={pendingLabel} /> : undefined}
            >
              {action.isPending ? `${pendingLabel}…` : label}
            </Button>
          );
        })}
      </StyledActionRow>
    </SettingsPanel>
  );
}
DevicesPanel.displayName = 'DevicesPanel';
