/**
 * Review modes shared by Chromatic (`parameters.chromatic.modes`) and our local screenshot test
 * (`tests/visual`), which reads the same names so both capture the same widths. They live in the kit so its
 * stories import nothing from outside the package; the root `.storybook/` config reads them from here too.
 * Stories only: the kit's entry points do not export them.
 */
export const viewportWidths = {
  mobile: 375,
  tablet: 768,
  laptop: 1024,
  desktop: 1280,
  wide: 1440,
} as const;

export const allModes = {
  mobile: { viewport: 'mobile' },
  tablet: { viewport: 'tablet' },
  laptop: { viewport: 'laptop' },
  desktop: { viewport: 'desktop' },
  wide: { viewport: 'wide' },
  'brand-b': { theme: 'harbor' },
} as const;

/** The three widths every section and page story is reviewed at. */
export const responsiveModes = {
  mobile: allModes.mobile,
  tablet: allModes.tablet,
  desktop: allModes.desktop,
} as const;

/**
 * For the default story of a section whose layout changes above tablet width (a sidebar that appears, a grid that
 * gains columns): also the first desktop width (1024) and a wide one (1440), where a layout fitted to 1280 can
 * squeeze or stretch.
 */
export const reflowModes = {
  ...responsiveModes,
  laptop: allModes.laptop,
  wide: allModes.wide,
} as const;
