import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  StyledError,
  StyledField,
  StyledHint,
  StyledInput,
  StyledLabel,
  StyledRequiredMark,
} from './TextField.styles';
import { AlertCircleSmallIcon } from '../../icons';

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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = Boolean(error);
  const describedBy =
    [hint ? hintId : undefined, hasError ? errorId : undefined, rest['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <StyledField className={className} style={style}>
      <StyledLabel htmlFor={inputId} $disabled={Boolean(disabled)}>
        {label}
        {/* The input's own `required` is what assistive tech announces; the mark is for sighted users. */}
        {required && <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>}
      </StyledLabel>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      <StyledInput
        ref={ref}
        type={type}
        required={required}
        disabled={disabled}
        $invalid={hasError}
        {...rest}
        id={inputId}
        aria-invalid={hasError ? true : rest['aria-invalid']}
        aria-describedby={describedBy}
      />
      {hasError && (
        <StyledError id={errorId} role="alert">
          <AlertCircleSmallIcon />
          <span>{error}</span>
        </StyledError>
      )}
    </StyledField>
  );
});
TextField.displayName = 'TextField';
