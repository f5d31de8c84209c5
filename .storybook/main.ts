import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

const config: StorybookConfig = {
  stories: [
    // The kit's guide (Introduction, Getting started, Foundations, Theming) lives with the kit it describes.
    '../packages/ui/src/docs/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/site/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Stories read the kit's source, so edits show at once and no watch build of packages/ui is needed.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      alias: {
        ...(viteConfig.resolve?.alias as Record<string, string> | undefined),
        '@outpace/ui': fileURLToPath(new URL('../packages/ui/src/index.ts', import.meta.url)),
        '@outpace/core': fileURLToPath(new URL('../packages/core/src/index.ts', import.meta.url)),
      },
    },
  }),
};

export default config;
