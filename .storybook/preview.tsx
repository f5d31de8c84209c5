import '@fontsource-variable/bricolage-grotesque/wght.css';
import '@fontsource-variable/inter/wght.css';
import { withThemeFromJSXProvider } from '@storybook/addon-themes';
import type { Preview } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';
import { configure } from 'storybook/test';
import { storybookTheme } from '../packages/ui/src/docs/storybookTheme';
import { GlobalStyle, ThemeProvider, themes } from '../packages/ui/src/theme';
import { viewportWidths } from '../packages/ui/src/storybook/modes';

const viewportOptions = Object.fromEntries(
  Object.entries(viewportWidths).map(([name, width]) => [
    name,
    { name: `${name} ${width}`, styles: { width: `${width}px`, height: '900px' }, type: name },
  ]),
);

// Play functions' `findBy…` and `waitFor` wait up to 15 s instead of Testing Library's 1 s. The first story that
// opens the side menu loads its lazy chunk (the Sheet, framer-motion, Radix Dialog), which the story tests' Vite dev
// server transforms on demand: at a load average of 20 on 2 cores that took over 5 s, and the three NavBar menu
// stories failed; alone, the first of them passed in 12.9 s. A passing wait ends as soon as its element is there.
configure({ asyncUtilTimeout: 15_000 });

// Snapshot services cannot pause JS-driven motion, so they always see the final state.
const StoryThemeProvider = (props: Parameters<typeof ThemeProvider>[0]) => (
  <ThemeProvider
    {...props}
    reducedMotion={props.reducedMotion ?? isChromatic()}
    withGlobalStyle={false}
  />
);

const preview: Preview = {
  decorators: [
    withThemeFromJSXProvider({
      themes,
      defaultTheme: 'outpace',
      Provider: StoryThemeProvider,
      GlobalStyles: GlobalStyle,
    }),
  ],
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewportOptions },
    a11y: { test: 'error' },
    docs: { theme: storybookTheme },
    options: {
      storySort: {
        order: ['Kit', ['Introduction', 'Getting started', 'Foundations', 'Theming'], '*'],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
