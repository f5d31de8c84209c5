import { forwardRef, type HTMLAttributes } from 'react';
import { useReducedMotion } from '../../theme';
import { VisuallyHidden } from '../VisuallyHidden';
import { StyledSpinner, StyledSpinnerGraphic, type SpinnerSize } from './Spinner.styles';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role'> {
  /** What is loading, for screen readers (it is not shown). @default 'Loading' */
  label?: string;
  /** 16, 24 or 40 px. The colour follows the surrounding text. @default 'md' */
  size?: SpinnerSize;
}

/**
 * An indeterminate progress indicator announced as a status. It turns only when motion is welcome; with
 * reduced motion it shows a still arc.
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label = 'Loading', size = 'md', ...rest },
  ref,
) {
  const reducedMotion = useReducedMotion();
  return (
    <StyledSpinner ref={ref} role="status" $size={size} {...rest}>
      <StyledSpinnerGraphic
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        $animated={!reducedMotion}
      >
        <circle
          cx="12"
          cy="12"
          r="10"
          stroke="currentColor"
          strokeOpacity="0.18"
          strokeWidth="2.5"
        />
        <path
          d="M12 2a10 10 0 0 1 10 10"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </StyledSpinnerGraphic>
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledSpinner>
  );
});
Spinner.displayName = 'Spinner';
