import { css, type DefaultTheme } from 'styled-components';
import { surfaceRoles } from './roles';

export interface FocusRingOptions {
  /** Outline width in px. @default 2 */
  width?: number;
  /** Gap between the element and the ring in px; negative draws it inside (e.g. on a full-bleed control). @default 3 */
  offset?: number;
  /** The ring's colour. @default the theme's `colors.border.focus`, or on an `inverseSurface` its `fg.onInverseAccent` */
  color?: (theme: DefaultTheme) => string;
}

/** Set by `inverseSurface` for the rings inside it. */
const ringColorOnSurface = '--focus-ring-color';

/**
 * The keyboard focus ring, for the rules of a focus state: `&:focus-visible { ${focusRing()} }`. Every part of the
 * kit draws it through this one helper, so a theme changes it in one place (`colors.border.focus`).
 */
export const focusRing = ({ width = 2, offset = 3, color }: FocusRingOptions = {}) => css`
  outline: ${width}px solid
    ${({ theme }) =>
      color ? color(theme) : `var(${ringColorOnSurface}, ${theme.colors.border.focus})`};
  outline-offset: ${offset}px;
`;

/** Set by `inverseSurface` for the controls inside it that have no background of their own. */
const surfaceVars = {
  text: '--surface-text',
  outline: '--surface-outline',
  hover: '--surface-hover',
} as const;

/**
 * A colour of the surface a control sits on (`surfaceRoles`): the page's, or the one an `inverseSurface` around it
 * sets. For controls without a background of their own, such as outlined and ghost buttons, whose page colours are
 * dark on dark there.
 */
export const surfaceColor =
  (role: keyof typeof surfaceVars) =>
  ({ theme }: { theme: DefaultTheme }) =>
    `var(${surfaceVars[role]}, ${surfaceRoles.page[role](theme)})`;

/**
 * A dark surface: light text on `bg.inverse`, and the focus rings inside it in `fg.onInverseAccent`, which the kit's
 * colour pairings check on that background; the page's ring colour may not stand out there (Harbor's is 2.8:1).
 * Outlined and ghost buttons inside it take its colours (`surfaceColor`). Only for surfaces that do not take focus
 * themselves: their own ring, drawn around them on the page, would change colour too.
 */
export const inverseSurface = css`
  background: ${({ theme }) => surfaceRoles.inverse.background(theme)};
  color: ${({ theme }) => theme.colors.fg.inverse};
  ${ringColorOnSurface}: ${({ theme }) => theme.colors.fg.onInverseAccent};
  ${surfaceVars.text}: ${({ theme }) => surfaceRoles.inverse.text(theme)};
  ${surfaceVars.outline}: ${({ theme }) => surfaceRoles.inverse.outline(theme)};
  ${surfaceVars.hover}: ${({ theme }) => surfaceRoles.inverse.hover(theme)};
`;

/**
 * Removes content from the visual layout while keeping it in the accessibility tree (and focusable, for native
 * inputs).
 * 1. `display: none` or `visibility: hidden` would hide it from screen readers too, so it is clipped instead.
 * 2. `nowrap` stops some screen readers from reading the clipped text word by word.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0); /* 1 */
  clip-path: inset(50%);
  white-space: nowrap; /* 2 */
  border: 0;
`;
