import type { ChangeEventHandler, ReactNode, Ref } from 'react';
import { TextField } from '../TextField';

/** One of the two inputs, controlled by the form. */
export interface PasswordFieldBinding {
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Its message, shown under it and read with it. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export interface NewPasswordFieldsProps {
  /** The auth server's minimum password length, named in the hint. */
  minLength: number;
  /** The new password. */
  password: PasswordFieldBinding;
  /** The same password again. */
  confirmation: PasswordFieldBinding;
  /** @default 'Password' */
  passwordLabel?: ReactNode;
  /** @default 'Confirm password' */
  confirmationLabel?: ReactNode;
  /** The hint under the password's label. @default 'At least N characters. A short phrase is easy to remember.' */
  hint?: ReactNode;
}

/**
 * A new password and its confirmation (sign-up, reset): both filled by password managers as a new password, both
 * required, the minimum length named in the hint. The form checks them; this only lays them out.
 */
export function NewPasswordFields({
  minLength,
  password,
  confirmation,
  passwordLabel = 'Password',
  confirmationLabel = 'Confirm password',
  hint = `At least ${minLength} characters. A short phrase is easy to remember.`,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        name="password"
        autoComplete="new-password"
        aria-required="true"
        hint={hint}
        {...password}
      />
      <TextField
        label={confirmationLabel}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        aria-required="true"
        {...confirmation}
      />
    </>
  );
}
NewPasswordFields.displayName = 'NewPasswordFields';
