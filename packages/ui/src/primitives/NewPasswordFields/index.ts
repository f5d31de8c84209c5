export { NewPasswordFields } from './NewPasswordFields';
export type { NewPasswordFieldsProps, PasswordFieldBinding } from './NewPasswordFields';
