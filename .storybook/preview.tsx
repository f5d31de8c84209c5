import '@fontsource-variable/bricolage-grotesque/wght.css';
import '@fontsource-variable/inter/wght.css';
import { withThemeFromJSXProvider } from '@storybook/addon-themes';
import type { Preview } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';
import { storybookTheme } from '../packages/ui/src/docs/storybookTheme';
import { GlobalStyle, ThemeProvider, themes } from '../packages/ui/src/theme';
import { viewportWidths } from '../packages/ui/src/storybook/modes';

const viewportOptions = Object.fromEntries(
  Object.entries(viewportWidths).map(([name, width]) => [
    name,
    { name: `${name} ${width}`, styles: { width: `${width}px`, height: '900px' }, type: name },
  ]),
);

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
