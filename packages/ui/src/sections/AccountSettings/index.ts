export { SettingsPanel, SettingsNotice } from './SettingsPanel';
export type { SettingsPanelProps, SettingsNoticeProps } from './SettingsPanel';
export { ChangePasswordForm } from './ChangePasswordForm';
export type { ChangePasswordFormProps, ChangePasswordValues } from './ChangePasswordForm';
export { ChangeEmailForm, changeEmailMessages } from './ChangeEmailForm';
export type { ChangeEmailFormProps } from './ChangeEmailForm';
export { TwoFactorSettings } from './TwoFactorSettings';
export type {
  TwoFactorEnrollment,
  TwoFactorFactor,
  TwoFactorSettingsProps,
} from './TwoFactorSettings';
export { DevicesPanel } from './DevicesPanel';
export type { DevicesPanelProps } from './DevicesPanel';
export { DeleteAccountPanel, deleteAccountMessages } from './DeleteAccountPanel';
export type { DeleteAccountPanelProps } from './DeleteAccountPanel';
export { BillingPanel, formatMoney } from './BillingPanel';
export type { BillingPanelProps, BillingPurchase } from './BillingPanel';
