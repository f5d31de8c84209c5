/**
 * Review modes shared by Chromatic (`parameters.chromatic.modes`) and our local screenshot test
 * (`tests/visual`), which reads the same names so both capture the same widths. They live in the kit so its
 * stories import nothing from outside the package; the root `.storybook/` config reads them from here too.
 * Stories only: the kit's entry points do not export them.
 */
export const viewportWidths = { mobile: 375, tablet: 768, desktop: 1280 } as const;

export const allModes = {
  mobile: { viewport: 'mobile' },
  tablet: { viewport: 'tablet' },
  desktop: { viewport: 'desktop' },
  'brand-b': { theme: 'harbor' },
} as const;

/** The three widths every section and page story is reviewed at. */
export const responsiveModes = {
  mobile: allModes.mobile,
  tablet: allModes.tablet,
  desktop: allModes.desktop,
} as const;
