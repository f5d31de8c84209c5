import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { Card } from './Card';
import { CardLink } from './CardLink';

describe('Card', () => {
  it('does name its stretched link by the link text only, not by the whole card', () => {
    render(
      <ThemeProvider>
        <Card as="article">
          <h3>
            <CardLink href="/services/seo">SEO</CardLink>
          </h3>
          <p>Rank for what your buyers search.</p>
        </Card>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'SEO' }).getAttribute('href')).toBe('/services/seo');
    expect(screen.getByRole('article')).toBeTruthy();
  });
});
