import { forwardRef, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

export interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'label'> {
  /** @default 'Email' */
  label?: ReactNode;
}

/**
 * A labelled e-mail address input: the e-mail keyboard on phones, the address from autofill, no automatic
 * capitals or spell check, marked as required. Every other prop and the ref go to the `TextField`.
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { label = 'Email', ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      type="email"
      name="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      aria-required="true"
      {...rest}
    />
  );
});
EmailField.displayName = 'EmailField';
