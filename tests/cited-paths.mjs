// Docs and comments cite files by their repository path; a file that moves leaves them pointing nowhere. This reads
// every Markdown file and every code comment in the repository and fails on a cited path that does not exist.
// A path counts as cited when it starts at the repository's root (`apps/site/…`, `docs/…`), at the root of the
// package the citing file is in (`src/…`, `scripts/…`), or is a Markdown link relative to its document.
// Build outputs and other ignored paths (`apps/site/dist`, `.data/…`) may be cited: they exist once built.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (args, input) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });

const files = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
  .split('\0')
  .filter((file) => file && existsSync(path.join(root, file)));
const rootEntries = new Set(files.map((file) => file.split('/')[0]));
const packageRoots = files
  .filter((file) => file.endsWith('/package.json'))
  .map((file) => path.dirname(file));
const packageFolders = ['src', 'scripts', 'test', 'build'];

const codeComment = {
  js: /\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
  hash: /#[^\n]*/g,
  sql: /--[^\n]*/g,
};
const commentStyle = {
  '.ts': 'js',
  '.tsx': 'js',
  '.mts': 'js',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.sh': 'hash',
  '.toml': 'hash',
  '.yml': 'hash',
  '.yaml': 'hash',
  '.sql': 'sql',
};

// A run of path characters with at least one slash, not part of a URL or a longer word. Placeholders (`<name>`, `*`,
// `{a,b}`) make it a pattern, not a path, and `owner/repo#123` is an issue on GitHub.
const pathLike = /(?<![\w.:/@~-])\.{0,2}[\w.@-]*\/[\w.@/<>*{},$-]*/g;
const placeholder = /[<>*{},$]/;
const markdownLink = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

function packageRootOf(file) {
  return packageRoots
    .filter((dir) => file.startsWith(`${dir}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** The repository-relative path `cited` names from `file`, or null when it is not a repository path. */
function resolveCitation(cited, file, followedBy) {
  if (placeholder.test(cited) || /^#\d/.test(followedBy)) return null;
  const clean = cited.replace(/[./-]+$/, '');
  const [first] = clean.split('/');
  if (clean.startsWith('./') || clean.startsWith('../')) return null;
  if (rootEntries.has(first) && first !== 'node_modules') return clean;
  const packageRoot = packageRootOf(file);
  if (packageRoot && packageFolders.includes(first)) return `${packageRoot}/${clean}`;
  return null;
}

/** The repository paths cited in `text` (prose or a comment) of `file`. */
function* citationsIn(text, file) {
  for (const { 0: cited, index } of text.matchAll(pathLike)) {
    const end = index + cited.length;
    const resolved = resolveCitation(cited, file, text.slice(end, end + 2));
    if (resolved) yield { file, cited, resolved };
  }
}

const citations = [];
for (const file of files) {
  const extension = path.extname(file);
  const text = readFileSync(path.join(root, file), 'utf8');
  if (extension === '.md') {
    for (const [, target] of text.matchAll(markdownLink)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const resolved = path.posix.join(path.posix.dirname(file), target);
      citations.push({ file, cited: target, resolved });
    }
    citations.push(...citationsIn(text, file));
    continue;
  }
  const style = commentStyle[extension];
  if (!style) continue;
  for (const [comment] of text.matchAll(codeComment[style]))
    citations.push(...citationsIn(comment, file));
}

/** A decision record may be cited by its number (`docs/decisions/0005`), a file by its stem (`results/latest`). */
function exists(resolved) {
  if (existsSync(path.join(root, resolved))) return true;
  return files.some((file) => file.startsWith(`${resolved}-`) || file.startsWith(`${resolved}.`));
}

const missing = citations.filter(({ resolved }) => !exists(resolved));
const ignored = new Set(
  missing.length === 0
    ? []
    : git(
        ['check-ignore', '--no-index', '--stdin'],
        missing.map(({ resolved }) => resolved).join('\n'),
      ).split('\n'),
);
const broken = missing.filter(({ resolved }) => !ignored.has(resolved));

if (broken.length > 0) {
  console.error('Cited paths that do not exist:');
  for (const { file, cited } of broken) console.error(`  ${file}: ${cited}`);
  process.exit(1);
}
console.log(`cited paths: ${citations.length} in docs and comments, all present`);
