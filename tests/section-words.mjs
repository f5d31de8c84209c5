// A section's words are props with exported defaults, never text in its markup; eslint.config.js holds that with
// selectors (`wordsInMarkup`). A selector that stopped matching would pass every section silently, so this lints
// small sections as if they were in the kit and fails unless words are caught and labels and tokens are not.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const filePath = path.join(root, 'packages/ui/src/sections/Example/Example.tsx');

const cases = [
  { name: 'text', words: true, code: 'export const A = () => <p>Sign in</p>;' },
  {
    name: 'a text attribute',
    words: true,
    code: 'export const A = () => <b aria-label="Open menu" />;',
  },
  {
    name: 'a sentence in a template string',
    words: true,
    code: 'export const A = ({ n }: { n: string }) => <b title={`Remove ${n}`} />;',
  },
  {
    name: 'a string chosen inline',
    words: true,
    code: "export const A = ({ on }: { on: boolean }) => <p>{on ? 'Turn off' : 'Turn on'}</p>;",
  },
  {
    name: 'labels with exported defaults',
    words: false,
    code: [
      'export const defaultALabels = {',
      "  title: 'Sign in',",
      '  added: (d: string) => <>Added {d}</>,',
      "  for: (e?: string) => <>For {e ? <b>{e}</b> : 'Your team'}</>,",
      '};',
      'export const A = ({ labels = defaultALabels }) => (',
      '  <p title={labels.title}>{labels.added(`${1}`)}</p>',
      ');',
    ].join('\n'),
  },
  {
    name: 'tokens and link relations',
    words: false,
    code: "export const A = ({ on }: { on: boolean }) => <a data-tone={on ? 'solid' : 'inverseMuted'} rel=\"noopener noreferrer\" />;",
  },
];

const failures = [];
for (const { name, words, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  const caught = result.messages.some((message) => message.message.startsWith("A section's words"));
  if (caught !== words) failures.push(`${name}: ${words ? 'not caught' : 'caught'} (${code})`);
}
if (failures.length) {
  console.error(
    `The section-words lint rule misjudged:\n${failures.map((f) => `  - ${f}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`section-words lint rule: ${cases.length} cases judged right`);
