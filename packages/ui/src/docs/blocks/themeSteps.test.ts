import { createTheme, defaultTheme, harborTheme } from '../../theme';
import {
  stepOverrides,
  stepSource,
  themeAfterStep,
  themeSource,
  themeSteps,
  toSource,
} from './themeSteps';

describe('the Theming page steps', () => {
  it('rebuild the second brand exactly once all of them are applied', () => {
    expect(themeAfterStep(harborTheme, 'shape')).toEqual(harborTheme);
  });

  it('start from the defaults with only the name changed', () => {
    expect(themeAfterStep(harborTheme, 'name')).toEqual({ ...defaultTheme, name: 'harbor' });
  });

  it('list only what differs from the defaults', () => {
    const colors = stepOverrides(harborTheme, themeSteps[1]!).colors;
    expect(colors?.bg?.canvas).toBe(harborTheme.colors.bg.canvas);
    // The harbor brand keeps the default danger colours, so the step does not repeat them.
    expect(colors?.bg).not.toHaveProperty('danger');
  });

  it('find nothing to add for a theme that changes nothing', () => {
    for (const step of themeSteps) expect(stepOverrides(createTheme(), step)).toEqual({});
  });
});

describe('toSource', () => {
  it('prints nested objects as TypeScript with single quotes and trailing commas', () => {
    expect(toSource({ name: 'acme', radii: { sm: '4px' }, '0.5': 2 })).toBe(
      "{\n  name: 'acme',\n  radii: {\n    sm: '4px',\n  },\n  '0.5': 2,\n}",
    );
  });

  it('switches to double quotes for text that holds a single quote', () => {
    expect(toSource("'Avenir Next', sans-serif")).toBe(`"'Avenir Next', sans-serif"`);
  });
});

describe('the code samples', () => {
  it('show one step as the keys it adds', () => {
    expect(stepSource(harborTheme, 'shape')).toBe(
      [
        '// inside createTheme({ … })',
        'radii: {',
        "  sm: '10px',",
        "  md: '16px',",
        "  lg: '24px',",
        "  xl: '32px',",
        '},',
        'shadows: {',
        "  focus: '0 0 0 3px rgba(31, 181, 166, 0.45)',",
        '},',
      ].join('\n'),
    );
  });

  it('print the whole brand as a createTheme call that names it', () => {
    const source = themeSource(harborTheme, 'harborTheme');
    expect(source).toMatch(/^import \{ createTheme \} from '@outpace\/ui';\n/);
    expect(source).toContain("export const harborTheme = createTheme({\n  name: 'harbor',\n");
    expect(source).toContain(`    canvas: '${harborTheme.colors.bg.canvas}',`);
  });
});
