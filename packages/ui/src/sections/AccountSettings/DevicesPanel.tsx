import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { StyledActionRow } from './AccountSettings.styles';
import { SettingsPanel } from './SettingsPanel';
import { usePendingAction } from '../../hooks/usePendingAction';

export interface DevicesPanelProps {
  /** Ends every other session of the account. The outcome is the caller's to report (the site shows a toast). */
  onSignOutOthers: () => Promise<unknown> | void;
  /** Ends every session of the account, this one too. */
  onSignOutEverywhere: () => Promise<unknown> | void;
  /** The section's anchor. @default 'devices' */
  id?: string;
}

/** Signing out of the account's other devices, or of all of them. */
export function DevicesPanel({
  onSignOutOthers,
  onSignOutEverywhere,
  id = 'devices',
}: DevicesPanelProps) {
  const others = usePendingAction(onSignOutOthers);
  const everywhere = usePendingAction(onSignOutEverywhere);
  const isBusy = others.isPending || everywhere.isPending;
  const buttons = [
    { action: others, variant: 'secondary', label: 'Sign out of other devices' },
    { action: everywhere, variant: 'ghost', label: 'Sign out everywhere' },
  ] as const;
  return (
    <SettingsPanel
      id={id}
      title="Devices"
      description="Left your account signed in on a shared or lost device? End those sessions here."
    >
      <StyledActionRow>
        {buttons.map(({ action, variant, label }) => {
          const pendingLabel = label.replace('Sign out', 'Signing out');
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
