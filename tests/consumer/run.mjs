// Proves the kit works as other sites will use it: packed tarballs installed with npm in an app outside the
// workspace, type-checked against the published .d.ts, bundled by Vite and rendered. Then the Getting started
// guide's example page (packages/ui/src/docs/examples) is rendered on the server and hydrated in Chromium without a
// mismatch, and a bundle that imports only Button is checked for section code.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hydrateInChromium } from './hydration.mjs';
import { sectionStyledIds, styledIdsIn } from './sectionMarkers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'outpace-consumer-'));
const run = (command, args, cwd = scratch, env = process.env) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env });
const vite = path.join(scratch, 'node_modules/.bin/vite');
const timed = async (label, task) => {
  const start = performance.now();
  await task();
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
};

try {
  for (const pkg of ['ui', 'core']) {
    run('pnpm', ['pack', '--pack-destination', scratch], path.join(root, 'packages', pkg));
  }
  const tarballs = readdirSync(scratch).filter((name) => name.endsWith('.tgz'));
  writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({ name: 'scratch-consumer', private: true, type: 'module' }, null, 2),
  );
  run('npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    ...tarballs.map((name) => `./${name}`),
    'react@19.3.1',
    'react-dom@19.3.1',
    'styled-components@6.6.0',
    '@tanstack/react-query@5.108.0',
    '@supabase/supabase-js@2.119.0',
    'typescript@5.9.3',
    'vite@8.3.8',
    '@types/react@19',
    '@types/react-dom@19',
    '@types/node@20',
    '@fontsource-variable/inter@5.3.0',
    '@fontsource-variable/bricolage-grotesque@5.3.0',
  ]);

  mkdirSync(path.join(scratch, 'src'));
  writeFileSync(
    path.join(scratch, 'src/App.tsx'),
    `import { Button, ThemeProvider, createTheme } from '@outpace/ui';
import { calculateQuote, DEFAULT_CALCULATOR_INPUT, formatUsd } from '@outpace/core/pricing';
import styled from 'styled-components';

const acme = createTheme({ name: 'acme', colors: { bg: { accent: '#0057ff' } } });
// Typed theme access proves the DefaultTheme augmentation ships with the kit.
const Title = styled.h1\`color: \${({ theme }) => theme.colors.fg.default};\`;

export function App() {
  const quote = calculateQuote(DEFAULT_CALCULATOR_INPUT);
  return (
    <ThemeProvider theme={acme}>
      <Title>Estimate {formatUsd(quote.total)}</Title>
      <Button href="/contact">Talk to us</Button>
    </ThemeProvider>
  );
}
`,
  );
  writeFileSync(
    path.join(scratch, 'src/render.tsx'),
    `import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';

const sheet = new ServerStyleSheet();
const html = renderToString(sheet.collectStyles(<App />));
const css = sheet.getStyleTags();
const expectations = ['$6,200', 'href="/contact"', 'Talk to us'];
for (const text of expectations) {
  if (!html.includes(text)) throw new Error(\`consumer render is missing \${text}: \${html}\`);
}
if (!css.includes('#0057ff')) throw new Error('the re-skinned accent colour is missing from the CSS');
console.log('consumer app rendered:', html.length, 'bytes of HTML,', css.length, 'bytes of CSS');
`,
  );
  writeFileSync(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
      },
      include: ['src', 'kit-page'],
    }),
  );
  // styled-components ships CommonJS to Node's resolver; bundling it is the documented way to render it there.
  writeFileSync(
    path.join(scratch, 'vite.config.js'),
    `export default { ssr: { noExternal: ['styled-components', /^@outpace\\//] } };\n`,
  );
  // The Getting started guide's example page, type-checked with the rest against the published types.
  cpSync(path.join(root, 'packages/ui/src/docs/examples'), path.join(scratch, 'kit-page'), {
    recursive: true,
  });
  run(path.join(scratch, 'node_modules/.bin/tsc'), ['-p', '.']);
  run(vite, ['build', '--ssr', 'src/render.tsx', '--outDir', 'out', '--logLevel', 'warn']);
  run('node', ['out/render.js']);

  await timed('server render and hydration in Chromium', async () => {
    run(vite, [
      'build',
      '--ssr',
      'kit-page/server.tsx',
      '--outDir',
      'out/server',
      '--logLevel',
      'warn',
    ]);
    // React's development build, which reports every server/client difference it finds while hydrating (its
    // production build silently patches attribute differences such as a class name). `error` log level: Radix's
    // "use client" lines make the bundler warn about directives, which means nothing for a client bundle.
    run(
      vite,
      ['build', 'kit-page', '--outDir', '../out/client', '--emptyOutDir', '--logLevel', 'error'],
      scratch,
      { ...process.env, NODE_ENV: 'development' },
    );
    const client = readdirSync(path.join(scratch, 'out/client/assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(scratch, 'out/client/assets', file), 'utf8'))
      .join('\n');
    if (!client.includes("didn't match the client")) {
      throw new Error(
        'the client was not built with React’s development build, which reports mismatches',
      );
    }
    const { messages, hydrated, fontsLoaded } = await hydrateInChromium({
      serverEntry: path.join(scratch, 'out/server/server.js'),
      clientDir: path.join(scratch, 'out/client'),
    });
    if (messages.length > 0) {
      throw new Error(`hydrating the server-rendered page logged:\n${messages.join('\n')}`);
    }
    if (!hydrated)
      throw new Error('the server-rendered page never answered a click: it did not hydrate');
    if (!fontsLoaded) throw new Error('the page did not load the fonts the default theme names');
    console.log('server-rendered page hydrated with no warning, and its fonts loaded');
  });

  await timed('tree-shaking check', async () => {
    writeFileSync(
      path.join(scratch, 'src/button-only.tsx'),
      `import { Button } from '@outpace/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<Button>Book a call</Button>);
`,
    );
    writeFileSync(
      path.join(scratch, 'vite.button-only.config.js'),
      `export default { build: { outDir: 'out/button-only', rollupOptions: { input: 'src/button-only.tsx' } } };\n`,
    );
    run(vite, ['build', '--config', 'vite.button-only.config.js', '--logLevel', 'error']);
    const assets = path.join(scratch, 'out/button-only/assets');
    const bundle = readdirSync(assets)
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    const uiRoot = path.join(root, 'packages/ui');
    // Without Button's own ids in the bundle, the absence of the sections' would prove nothing.
    const buttonIds = styledIdsIn(uiRoot, 'primitives/Button');
    if (buttonIds.length === 0 || !buttonIds.every((id) => bundle.includes(id))) {
      throw new Error(`the bundle lacks Button's styled ids (${buttonIds.join(', ')})`);
    }
    const sectionIds = sectionStyledIds(uiRoot);
    if (sectionIds.size === 0) throw new Error('no styled ids found in any section');
    const leaked = [...sectionIds].flatMap(([section, ids]) => {
      const found = ids.filter((id) => bundle.includes(id));
      return found.length > 0 ? [`${section} (${found.join(', ')})`] : [];
    });
    if (leaked.length > 0) {
      throw new Error(`a bundle that imports only Button holds section code: ${leaked.join('; ')}`);
    }
    console.log(`importing Button alone bundles no section code (${bundle.length} bytes)`);
  });
  console.log('consumer test passed');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
