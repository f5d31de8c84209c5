import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('does link to #main with the default wording', () => {
    render(
      <ThemeProvider>
        <SkipLink />
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it('does take the first Tab stop on the page', async () => {
    render(
      <ThemeProvider>
        <SkipLink />
        <a href="/work">Work</a>
      </ThemeProvider>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to content' }));
  });
});
