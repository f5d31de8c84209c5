// Proves the kit works as other sites will use it: packed tarballs installed with npm in an app outside the
// workspace, type-checked against the published .d.ts, bundled by Vite and rendered.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'outpace-consumer-'));
const run = (command, args, cwd = scratch) =>
  execFileSync(command, args, { cwd, stdio: 'inherit' });

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
      include: ['src'],
    }),
  );
  // styled-components ships CommonJS to Node's resolver; bundling it is the documented way to render it there.
  writeFileSync(
    path.join(scratch, 'vite.config.js'),
    `export default { ssr: { noExternal: ['styled-components', /^@outpace\\//] } };\n`,
  );
  run(path.join(scratch, 'node_modules/.bin/tsc'), ['-p', '.']);
  run(path.join(scratch, 'node_modules/.bin/vite'), [
    'build',
    '--ssr',
    'src/render.tsx',
    '--outDir',
    'out',
    '--logLevel',
    'warn',
  ]);
  run('node', ['out/render.js']);
  console.log('consumer test passed');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
