import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './SkipLink';
import { renderInTheme } from '../../../test/render';

describe('SkipLink', () => {
  it('does link to #main with the default wording', () => {
    renderInTheme(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it('does take the first Tab stop on the page', async () => {
    renderInTheme(
      <>
        <SkipLink />
        <a href="/work">Work</a>
      </>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to content' }));
  });
});
