import { render, screen } from '@testing-library/react';
import { MenuIcon } from '../../icons';
import { ThemeProvider } from '../../theme';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('does keep its content in the accessibility tree', () => {
    render(
      <ThemeProvider>
        <button type="button">
          <MenuIcon />
          <VisuallyHidden>Open menu</VisuallyHidden>
        </button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('does render the element given in as', () => {
    render(
      <ThemeProvider>
        <VisuallyHidden as="h2">Partners</VisuallyHidden>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Partners' })).toBeTruthy();
  });
});
