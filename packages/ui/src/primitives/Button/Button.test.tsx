import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { Button } from './Button';

describe('Button', () => {
  it('renders a button of type "button" so it never submits a form by accident', () => {
    render(
      <ThemeProvider>
        <Button>Go</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('type')).toBe('button');
  });

  it('renders a link when given an href', () => {
    render(
      <ThemeProvider>
        <Button href="/all-framer-templates">Explore more</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Explore more' }).getAttribute('href')).toBe(
      '/all-framer-templates',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
