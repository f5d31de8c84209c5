import { create } from 'storybook/theming';
import { defaultTheme } from '../theme/themes';

const { colors, fonts, radii } = defaultTheme;

/**
 * Storybook's own chrome (sidebar, toolbar, docs pages) in the kit's paper, ink and ember, so the guide reads as
 * part of the product. Built from the theme's roles like any component.
 */
export const storybookTheme = create({
  base: 'light',
  brandTitle: 'Outpace kit',
  colorPrimary: colors.bg.accent,
  colorSecondary: colors.fg.accent,
  appBg: colors.bg.canvas,
  appContentBg: colors.bg.canvas,
  appPreviewBg: colors.bg.surface,
  appBorderColor: colors.border.default,
  appBorderRadius: parseInt(radii.md, 10),
  fontBase: fonts.body,
  fontCode: fonts.mono,
  textColor: colors.fg.default,
  textInverseColor: colors.fg.inverse,
  textMutedColor: colors.fg.muted,
  barBg: colors.bg.surface,
  barTextColor: colors.fg.muted,
  barSelectedColor: colors.fg.accent,
  barHoverColor: colors.fg.accent,
  inputBg: colors.bg.surface,
  inputBorder: colors.border.strong,
  inputTextColor: colors.fg.default,
  inputBorderRadius: parseInt(radii.sm, 10),
});
