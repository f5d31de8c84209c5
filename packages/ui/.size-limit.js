// Size budgets of the kit's public exports, measured on the built dist/ the way an app gets them: one named import,
// bundled and minified by esbuild, compressed with brotli, without the peer dependencies (the app has those once for
// everything). Each limit is about 15 % above the export's size when it was set: a change that grows one past it
// fails the test command. Raise a limit only on purpose and say why in the commit. Run: pnpm --filter @outpace/ui size
// The Sheet and what shares its chunk (the side menu's code, loaded on first use, and the account settings) include
// framer-motion's `m`, `AnimatePresence` and `domAnimation`, about 30 kB; an app that uses framer-motion 14 already
// pays it once.
const peers = ['react', 'react-dom', 'styled-components'];
const entries = { '@outpace/ui': 'dist/index.js', '@outpace/ui/theme': 'dist/theme/index.js' };

/** [public entry, export or '*' for all of it, limit] */
const budgets = [
  ['@outpace/ui', '*', '115.93 kB'],
  ['@outpace/ui/theme', '*', '3.05 kB'],
  ['@outpace/ui', 'ThemeProvider', '2.90 kB'],
  ['@outpace/ui', 'createTheme', '2.80 kB'],
  ['@outpace/ui', 'Accordion', '4.66 kB'],
  ['@outpace/ui', 'Badge', '0.74 kB'],
  ['@outpace/ui', 'Button', '1.80 kB'],
  ['@outpace/ui', 'CalendarButton', '2.23 kB'],
  ['@outpace/ui', 'Card', '3.50 kB'],
  ['@outpace/ui', 'CardLink', '3.50 kB'],
  ['@outpace/ui', 'Container', '3.25 kB'],
  ['@outpace/ui', 'EmailField', '4.26 kB'],
  ['@outpace/ui', 'Grid', '3.63 kB'],
  ['@outpace/ui', 'Heading', '0.72 kB'],
  ['@outpace/ui', 'NewPasswordFields', '4.33 kB'],
  ['@outpace/ui', 'SettingsPanel', '70.51 kB'],
  ['@outpace/ui', 'SettingsGroup', '70.51 kB'],
  ['@outpace/ui', 'ChangePasswordForm', '70.56 kB'],
  ['@outpace/ui', 'ChangeEmailForm', '70.62 kB'],
  ['@outpace/ui', 'TwoFactorSettings', '70.56 kB'],
  ['@outpace/ui', 'DevicesPanel', '70.61 kB'],
  ['@outpace/ui', 'DeleteAccountPanel', '70.54 kB'],
  ['@outpace/ui', 'CodeField', '2.15 kB'],
  ['@outpace/ui', 'MfaChallengeForm', '13.2 kB'],
  ['@outpace/ui', 'Picture', '0.21 kB'],
  ['@outpace/ui', 'RadioCardGroup', '4.65 kB'],
  ['@outpace/ui', 'Section', '3.21 kB'],
  ['@outpace/ui', 'Seo', '6.83 kB'],
  ['@outpace/ui', 'StructuredData', '6.49 kB'],
  ['@outpace/ui', 'SectionHeader', '4.23 kB'],
  ['@outpace/ui', 'Sheet', '58.88 kB'],
  ['@outpace/ui', 'Skeleton', '3.48 kB'],
  ['@outpace/ui', 'SkipLink', '1.10 kB'],
  ['@outpace/ui', 'InPageNav', '4.96 kB'],
  ['@outpace/ui', 'Slider', '14.92 kB'],
  ['@outpace/ui', 'Spinner', '3.72 kB'],
  ['@outpace/ui', 'Stack', '3.40 kB'],
  ['@outpace/ui', 'Text', '3.42 kB'],
  ['@outpace/ui', 'TextField', '2.05 kB'],
  ['@outpace/ui', 'TextAreaField', '2.35 kB'],
  ['@outpace/ui', 'ToastProvider', '18.03 kB'],
  ['@outpace/ui', 'Toaster', '17.90 kB'],
  ['@outpace/ui', 'useToast', '17.84 kB'],
  ['@outpace/ui', 'ToggleCard', '4.48 kB'],
  ['@outpace/ui', 'VideoFacade', '5.55 kB'],
  ['@outpace/ui', 'VisuallyHidden', '0.76 kB'],
  ['@outpace/ui', 'AccountSummary', '9.43 kB'],
  ['@outpace/ui', 'SignInForm', '13.30 kB'],
  ['@outpace/ui', 'SignUpForm', '13.30 kB'],
  ['@outpace/ui', 'ForgotPasswordForm', '13.30 kB'],
  ['@outpace/ui', 'ResetPasswordForm', '13.30 kB'],
  ['@outpace/ui', 'Benefits', '6.50 kB'],
  ['@outpace/ui', 'BookingFallback', '68.00 kB'],
  ['@outpace/ui', 'Calculator', '21.04 kB'],
  ['@outpace/ui', 'CallToAction', '10.10 kB'],
  ['@outpace/ui', 'Catalog', '11.70 kB'],
  ['@outpace/ui', 'Footer', '4.74 kB'],
  ['@outpace/ui', 'Gallery', '7.60 kB'],
  ['@outpace/ui', 'Hero', '7.36 kB'],
  ['@outpace/ui', 'NavBar', '63.34 kB'],
  ['@outpace/ui', 'SideMenu', '63.37 kB'],
  ['@outpace/ui', 'AccountMenu', '63.30 kB'],
  ['@outpace/ui', 'Products', '10.25 kB'],
  ['@outpace/ui', 'ProductCard', '10.27 kB'],
];

/** tsup imports shared chunks bare from some entries; with `sideEffects: false` esbuild drops them and would say so. */
const quietBareImports = (config) => ({
  ...config,
  logOverride: { ...config.logOverride, 'ignored-bare-import': 'silent' },
});

export default budgets.map(([entry, name, limit]) => ({
  name: name === '*' ? `${entry} (all of it)` : name,
  path: entries[entry],
  import: name === '*' ? '*' : `{ ${name} }`,
  ignore: peers,
  limit,
  modifyEsbuildConfig: quietBareImports,
}));
