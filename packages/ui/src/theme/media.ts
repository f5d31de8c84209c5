import { breakpoints } from './tokens';

export type Breakpoint = keyof typeof breakpoints;

/** `@media` query for viewports at least as wide as the breakpoint. */
export const up = (bp: Breakpoint): string => `@media (min-width: ${breakpoints[bp]}px)`;

/** `@media` query for viewports narrower than the breakpoint (exclusive, so `up` and `down` never overlap). */
export const down = (bp: Breakpoint): string => `@media (max-width: ${breakpoints[bp] - 0.02}px)`;

/** Wraps motion so that it only runs for people who have not asked for less of it. */
export const motionOk = '@media (prefers-reduced-motion: no-preference)';

export const media = { up, down, motionOk } as const;
