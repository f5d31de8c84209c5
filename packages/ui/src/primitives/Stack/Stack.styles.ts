import styled, { type DefaultTheme } from 'styled-components';
import { tokens, up, type Breakpoint } from '../../theme';

export type SpaceKey = keyof DefaultTheme['space'];
export type StackDirection = 'column' | 'row';
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between';

/** One value for every viewport, or values from `base` (smallest) up, switching at each named breakpoint. */
export type Responsive<T> = T | ({ base: T } & Partial<Record<Breakpoint, T>>);

const isPerBreakpoint = <T>(
  value: Responsive<T>,
): value is { base: T } & Partial<Record<Breakpoint, T>> =>
  typeof value === 'object' && value !== null && 'base' in value;

/** CSS for a responsive value: the `base` rule, then one mobile-first media block per breakpoint given. */
export function responsive<T>(value: Responsive<T>, rule: (value: T) => string): string {
  if (!isPerBreakpoint(value)) return rule(value);
  // Breakpoints are emitted in token order (small to large) so that the larger ones win the cascade.
  const steps = (Object.keys(tokens.breakpoints) as Breakpoint[]).flatMap((bp) => {
    const step = value[bp];
    return step === undefined ? [] : [`${up(bp)} { ${rule(step)} }`];
  });
  return [rule(value.base), ...steps].join('\n');
}

const flexValue = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const justifyValue = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

interface StyledStackProps {
  $direction: Responsive<StackDirection>;
  $gap: Responsive<SpaceKey>;
  $align?: StackAlign;
  $justify?: StackJustify;
  $wrap: boolean;
}

export const StyledStack = styled.div<StyledStackProps>`
  display: flex;
  ${({ $direction }) => responsive($direction, (direction) => `flex-direction: ${direction};`)}
  ${({ theme, $gap }) => responsive($gap, (gap) => `gap: ${theme.space[gap]};`)}
  ${({ $align }) => $align && `align-items: ${flexValue[$align]};`}
  ${({ $justify }) => $justify && `justify-content: ${justifyValue[$justify]};`}
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
  /* 1. Lists used as stacks keep their semantics but drop the browser's bullets and indent. */
  list-style: none;
  padding: 0;
`;
