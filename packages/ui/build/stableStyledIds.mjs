// styled-components names each component after a counter of the components created before it, unless it is given
// an id. Server and browser create them in different orders (the browser loads page sections as they are needed),
// so their class names differ: on hydration every lazily loaded section inserts its whole stylesheet a second time,
// and the browser restyles the page. This build step gives every `const X = styled...` an id made from its file and
// name, the same on both sides (what babel-plugin-styled-components does, for our one declaration form).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const DECLARATION =
  /\b(const|let)(\s+)([A-Za-z_$][\w$]*)(\s*=\s*)styled(\.[A-Za-z]\w*|\(\s*[\w$.]+\s*\))/g;

/**
 * @param {string} code source of one module
 * @param {string} file its path relative to the package root: part of every id, so ids are unique across files
 * @returns {string}
 */
export function addStableStyledIds(code, file) {
  if (!code.includes('styled')) return code;
  const fileHash = createHash('sha256')
    .update(file.split(path.sep).join('/'))
    .digest('hex')
    .slice(0, 6);
  return code.replace(
    DECLARATION,
    (_match, keyword, space, name, equals, target) =>
      `${keyword}${space}${name}${equals}styled${target}.withConfig({ displayName: '${name}', ` +
      `componentId: '${name}-${fileHash}' })`,
  );
}

const SOURCE = /[\\/]src[\\/].*\.tsx?$/;
const NOT_SHIPPED = /\.(stories|test)\.tsx?$/;

/**
 * For tsup (esbuild).
 * @param {string} root package root
 * @returns {import('esbuild').Plugin}
 */
export function stableStyledIdsEsbuild(root) {
  return {
    name: 'stable-styled-ids',
    setup(build) {
      build.onLoad({ filter: SOURCE }, async (args) => {
        if (NOT_SHIPPED.test(args.path)) return undefined;
        const code = await readFile(args.path, 'utf8');
        return {
          contents: addStableStyledIds(code, path.relative(root, args.path)),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/**
 * For Vite (the site's own styled components).
 * @param {string} root app root
 * @returns {import('vite').Plugin}
 */
export function stableStyledIdsVite(root) {
  return {
    name: 'stable-styled-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || NOT_SHIPPED.test(file) || !file.startsWith(root)) return null;
      return { code: addStableStyledIds(code, path.relative(root, file)), map: null };
    },
  };
}
