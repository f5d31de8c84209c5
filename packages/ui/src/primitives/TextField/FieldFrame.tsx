import { useId, type CSSProperties, type ReactNode } from 'react';
import {
  StyledError,
  StyledField,
  StyledHint,
  StyledLabel,
  StyledRequiredMark,
} from './TextField.styles';
import { AlertCircleSmallIcon } from '../../icons';

export interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The control's own `aria-describedby`, kept after the hint and the error. */
  describedBy?: string;
  /** Draws the control with the ids and ARIA state the label, hint and error need. */
  children: (control: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    $invalid: boolean;
  }) => ReactNode;
}

/**
 * The label, hint and error around one form control, and the wiring that ties them to it (`htmlFor`,
 * `aria-describedby`, `aria-invalid`, the error announced as an alert): shared by TextField and TextAreaField.
 */
export function FieldFrame({
  label,
  hint,
  error,
  id,
  required,
  disabled,
  className,
  style,
  describedBy,
  children,
}: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);
  const described =
    [hint ? hintId : undefined, hasError ? errorId : undefined, describedBy]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <StyledField className={className} style={style}>
      <StyledLabel htmlFor={controlId} $disabled={Boolean(disabled)}>
        {label}
        {/* The control's own `required` is what assistive tech announces; the mark is for sighted users. */}
        {required && <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>}
      </StyledLabel>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {children({
        id: controlId,
        ...(hasError ? { 'aria-invalid': true as const } : {}),
        'aria-describedby': described,
        $invalid: hasError,
      })}
      {hasError && (
        <StyledError id={errorId} role="alert">
          <AlertCircleSmallIcon />
          <span>{error}</span>
        </StyledError>
      )}
    </StyledField>
  );
}
