import { createTheme, defaultTheme, type Theme, type ThemeOverrides } from '../../theme';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only what differs from `base`, at any depth: the overrides `createTheme` needs to rebuild `value`. */
function difference(value: unknown, base: unknown): unknown {
  if (!isPlain(value) || !isPlain(base)) return Object.is(value, base) ? undefined : value;
  const changed = Object.entries(value).flatMap(([key, entry]) => {
    const inner = difference(entry, base[key]);
    return inner === undefined ? [] : [[key, inner] as const];
  });
  return changed.length > 0 ? Object.fromEntries(changed) : undefined;
}

/** A stage of building a brand theme, by the theme keys it sets. */
export interface ThemeStep {
  id: 'name' | 'colors' | 'type' | 'shape';
  keys: readonly (keyof Theme)[];
}

/** The order the Theming page builds a brand in: the keys that change most of the look come first. */
export const themeSteps: readonly ThemeStep[] = [
  { id: 'name', keys: ['name'] },
  { id: 'colors', keys: ['colors'] },
  { id: 'type', keys: ['fonts', 'fontSizes', 'fontWeights', 'lineHeights', 'letterSpacings'] },
  {
    id: 'shape',
    keys: ['radii', 'shadows', 'space', 'sizes', 'breakpoints', 'zIndices', 'motion'],
  },
];

/** The overrides a step adds to the default theme to make `brand`. */
export function stepOverrides(brand: Theme, step: ThemeStep): ThemeOverrides {
  const all = (difference(brand, defaultTheme) ?? {}) as ThemeOverrides;
  return Object.fromEntries(
    step.keys.filter((key) => key in all).map((key) => [key, all[key]]),
  ) as ThemeOverrides;
}

/** The brand as it stands after the steps up to and including `stepId`. */
export function themeAfterStep(brand: Theme, stepId: ThemeStep['id']): Theme {
  const upTo = themeSteps.findIndex((step) => step.id === stepId) + 1;
  const overrides = themeSteps
    .slice(0, upTo)
    .reduce<ThemeOverrides>((sum, step) => ({ ...sum, ...stepOverrides(brand, step) }), {});
  return createTheme(overrides);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const quote = (text: string) =>
  text.includes("'") ? JSON.stringify(text) : `'${text.replace(/\\/g, '\\\\')}'`;

/** TypeScript source for a value, indented the way Prettier would print it, for the page's code samples. */
export function toSource(value: unknown, indent = ''): string {
  if (typeof value === 'string') return quote(value);
  if (!isPlain(value)) return String(value);
  const inner = `${indent}  `;
  const lines = Object.entries(value).map(
    ([key, entry]) =>
      `${inner}${IDENTIFIER.test(key) ? key : quote(key)}: ${toSource(entry, inner)},`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The code a step adds inside the brand's `createTheme({ … })` call. */
export function stepSource(brand: Theme, stepId: ThemeStep['id']): string {
  const step = themeSteps.find(({ id }) => id === stepId);
  if (!step) throw new Error(`No theme step ${stepId}`);
  const body = toSource(stepOverrides(brand, step)).split('\n').slice(1, -1);
  return [`// inside createTheme({ … })`, ...body.map((line) => line.slice(2))].join('\n');
}

/** The whole brand as one `createTheme` call, ready to copy. */
export function themeSource(brand: Theme, exportName: string): string {
  const overrides = themeSteps.reduce<ThemeOverrides>(
    (sum, step) => ({ ...sum, ...stepOverrides(brand, step) }),
    {},
  );
  return [
    `import { createTheme } from '@outpace/ui';`,
    '',
    `export const ${exportName} = createTheme(${toSource(overrides)});`,
  ].join('\n');
}
