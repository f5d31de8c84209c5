import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import type { AliasOptions, Alias } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../packages/${path}`, import.meta.url));

/** Vite takes aliases as a list or as an object; ours are added to the list form. */
const toAliasList = (alias: AliasOptions | undefined): Alias[] =>
  Array.isArray(alias)
    ? alias
    : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }));

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
  // Stories read the kit's source (and core's, for real prices), so edits show at once and no watch build is
  // needed. Core's subpaths (`@outpace/core/pricing`) map to their folders' index files.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      alias: [
        ...toAliasList(viteConfig.resolve?.alias),
        { find: /^@outpace\/ui$/, replacement: source('ui/src/index.ts') },
        { find: /^@outpace\/core$/, replacement: source('core/src/index.ts') },
        { find: /^@outpace\/core\/(\w+)$/, replacement: source('core/src/$1/index.ts') },
      ],
    },
  }),
};

export default config;
