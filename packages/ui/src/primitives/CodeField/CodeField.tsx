import { forwardRef, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

export interface CodeFieldProps extends Omit<TextFieldProps, 'type' | 'label'> {
  /** @default 'Code' */
  label?: ReactNode;
}

/**
 * A labelled six-digit one-time code (an authenticator app's, or one sent by e-mail): the number pad on phones,
 * the code from an SMS or mail suggestion where the system offers it, marked as required. Every other prop and the
 * ref go to the `TextField`.
 */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(
  { label = 'Code', ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      type="text"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={7}
      aria-required="true"
      {...rest}
    />
  );
});
CodeField.displayName = 'CodeField';
