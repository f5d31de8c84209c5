import type { DefaultTheme } from 'styled-components';
import { breakpoints } from '../../theme/tokens';
import { containerGutters } from './Container.styles';

/** From `lg` up the image is the last of two grid columns in the Container: `share` of the width after `gap`. */
export interface ContainerColumn {
  share: number;
  gap: string;
}

/** The `grid-template-columns` that lays out `column`, so the layout and the image's `sizes` share one source. */
export function twoColumnTemplate({ share }: ContainerColumn): string {
  return `minmax(0, ${1 - share}fr) minmax(0, ${share}fr)`;
}

/**
 * The `sizes` hint of an image as wide as a Container's content or, from `lg` up, as one of its grid columns. The
 * browser picks a candidate from this width before any layout, so an overestimate fetches a larger file than the
 * screen shows (a full-viewport hint made a 412 px phone at 1.75x fetch the hero's 1000 w file for 370 px).
 * It follows the Container's padding (`containerGutters`) and maximum width in `theme`.
 */
export function containerImageSizes(theme: DefaultTheme, column?: ContainerColumn): string {
  const { container } = theme.sizes;
  const gutters = containerGutters(theme);
  const wideGutters = `2 * ${gutters.lg}`;
  const atWidth = (width: string) =>
    column
      ? `calc((${width} - ${wideGutters} - ${column.gap}) * ${column.share.toFixed(4)})`
      : `calc(${width} - ${wideGutters})`;
  return [
    `(min-width: ${container}) ${atWidth(container)}`,
    `(min-width: ${breakpoints.lg}px) ${atWidth('100vw')}`,
    `(min-width: ${breakpoints.md}px) calc(100vw - 2 * ${gutters.md})`,
    `calc(100vw - 2 * ${gutters.base})`,
  ].join(', ');
}
