import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../TextField/FieldFrame';
import { StyledTextArea } from './TextAreaField.styles';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label; it is also the text area's accessible name. */
  label: ReactNode;
  /** Help shown under the label and read out with the text area. */
  hint?: ReactNode;
  /** Error message. When set, the text area is marked invalid and the message is announced and read with it. */
  error?: ReactNode;
  /** Visible lines of text before it scrolls. @default 4 */
  rows?: number;
  /** Links the label, hint and error to the text area. @default a unique id from React's `useId` */
  id?: string;
}

/**
 * TextField's multi-line sibling, for a few sentences (what a visitor needs): the same label, hint, error and
 * wiring, and the same look. `className` and `style` go to the wrapper; every other prop and the ref go to the
 * `<textarea>`.
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    { label, hint, error, rows = 4, id, required, disabled, className, style, ...rest },
    ref,
  ) {
    return (
      <FieldFrame
        {...{ label, hint, error, id, required, disabled, className, style }}
        describedBy={rest['aria-describedby']}
      >
        {({ id: controlId, $invalid, ...aria }) => (
          <StyledTextArea
            ref={ref}
            rows={rows}
            required={required}
            disabled={disabled}
            $invalid={$invalid}
            {...rest}
            id={controlId}
            aria-invalid={aria['aria-invalid'] ?? rest['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
          />
        )}
      </FieldFrame>
    );
  },
);
TextAreaField.displayName = 'TextAreaField';
