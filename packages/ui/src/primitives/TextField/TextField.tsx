import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
import { StyledInput } from './TextField.styles';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size'
> {
  /** The visible label; it is also the input's accessible name. */
  label: ReactNode;
  /** Help shown under the label and read out with the input (format, why we ask). */
  hint?: ReactNode;
  /** Error message. When set, the input is marked invalid and the message is announced and read with it. */
  error?: ReactNode;
  /** The kind of text; `email`, `tel` and `url` bring the matching mobile keyboard. @default 'text' */
  type?: TextFieldType;
  /** Links the label, hint and error to the input. @default a unique id from React's `useId` */
  id?: string;
}

/**
 * A labelled single-line input with an optional hint and error message, all wired up for assistive tech.
 * `className` and `style` go to the wrapper so the field can be placed in a layout; every other prop and the
 * ref go to the input.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, type = 'text', id, required, disabled, className, style, ...rest },
  ref,
) {
  return (
    <FieldFrame
      {...{ label, hint, error, id, required, disabled, className, style }}
      describedBy={rest['aria-describedby']}
    >
      {({ id: inputId, $invalid, ...aria }) => (
        <StyledInput
          ref={ref}
          type={type}
          required={required}
          disabled={disabled}
          $invalid={$invalid}
          {...rest}
          id={inputId}
          aria-invalid={aria['aria-invalid'] ?? rest['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
        />
      )}
    </FieldFrame>
  );
});
TextField.displayName = 'TextField';
