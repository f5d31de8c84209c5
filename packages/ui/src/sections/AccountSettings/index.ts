export { SettingsGroup, SettingsPanel, SettingsNotice } from './SettingsPanel';
export type { SettingsGroupProps, SettingsPanelProps, SettingsNoticeProps } from './SettingsPanel';
export { ChangePasswordForm, defaultChangePasswordFormLabels } from './ChangePasswordForm';
export type {
  ChangePasswordFormLabels,
  ChangePasswordFormProps,
  ChangePasswordValues,
} from './ChangePasswordForm';
export { ChangeEmailForm, defaultChangeEmailFormLabels } from './ChangeEmailForm';
export type { ChangeEmailFormLabels, ChangeEmailFormProps } from './ChangeEmailForm';
export { TwoFactorSettings, defaultTwoFactorSettingsLabels } from './TwoFactorSettings';
export type {
  TwoFactorEnrollment,
  TwoFactorFactor,
  TwoFactorSettingsLabels,
  TwoFactorSettingsProps,
} from './TwoFactorSettings';
export { DevicesPanel, defaultDevicesPanelLabels } from './DevicesPanel';
export type { DevicesPanelLabels, DevicesPanelProps } from './DevicesPanel';
export { DeleteAccountPanel, defaultDeleteAccountPanelLabels } from './DeleteAccountPanel';
export type { DeleteAccountPanelLabels, DeleteAccountPanelProps } from './DeleteAccountPanel';
export { BillingPanel, defaultBillingPanelLabels } from './BillingPanel';
export type { BillingPanelLabels, BillingPanelProps, BillingPurchase } from './BillingPanel';
