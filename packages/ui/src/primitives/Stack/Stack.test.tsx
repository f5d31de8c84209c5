import { screen } from '@testing-library/react';
import { responsive } from './Stack.styles';
import { Stack } from './Stack';
import { renderInTheme } from '../../../test/render';

describe('responsive', () => {
  const rule = (value: string) => `flex-direction: ${value};`;

  it('does return the plain rule for a single value', () => {
    expect(responsive('row', rule)).toBe('flex-direction: row;');
  });

  it('does emit the base rule, then breakpoints from small to large whatever the key order', () => {
    const css = responsive({ lg: 'column', base: 'column', md: 'row' }, rule);
    expect(css.split('\n')).toEqual([
      'flex-direction: column;',
      '@media (min-width: 768px) { flex-direction: row; }',
      '@media (min-width: 1024px) { flex-direction: column; }',
    ]);
  });
});

describe('Stack', () => {
  it('does render a real list when given as="ul"', () => {
    renderInTheme(
      <Stack as="ul">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
