import { forwardRef, type HTMLAttributes } from 'react';
import { useReducedMotion } from '../../theme';
import { StyledSkeleton, type SkeletonRadius } from './Skeleton.styles';

const toLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** Any CSS length; numbers are pixels. @default '100%' */
  width?: number | string;
  /** Any CSS length; numbers are pixels. `1em` matches a line of the surrounding text. @default '1em' */
  height?: number | string;
  /** Corner radius from the theme; `pill` with equal width and height makes a circle. @default 'sm' */
  radius?: SkeletonRadius;
}

/**
 * A placeholder block shaped like content that is still loading. It is hidden from assistive tech: mark
 * the region that is loading with `aria-busy="true"` and announce progress with a `Spinner` instead.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { width = '100%', height = '1em', radius = 'sm', ...rest },
  ref,
) {
  const reducedMotion = useReducedMotion();
  return (
    <StyledSkeleton
      ref={ref}
      aria-hidden="true"
      $width={toLength(width)}
      $height={toLength(height)}
      $radius={radius}
      $animated={!reducedMotion}
      {...rest}
    />
  );
});
Skeleton.displayName = 'Skeleton';
