import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('does announce a status with the default label', () => {
    render(
      <ThemeProvider>
        <Spinner />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('does use the given label and hide the graphic from assistive tech', () => {
    render(
      <ThemeProvider>
        <Spinner label="Loading plans" />
      </ThemeProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading plans');
    expect(status.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
