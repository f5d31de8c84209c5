import { screen } from '@testing-library/react';
import { Card } from './Card';
import { CardLink } from './CardLink';
import { renderInTheme } from '../../../test/render';

describe('Card', () => {
  it('does name its stretched link by the link text only, not by the whole card', () => {
    renderInTheme(
      <Card as="article">
        <h3>
          <CardLink href="/services/seo">SEO</CardLink>
        </h3>
        <p>Rank for what your buyers search.</p>
      </Card>,
    );
    expect(screen.getByRole('link', { name: 'SEO' }).getAttribute('href')).toBe('/services/seo');
    expect(screen.getByRole('article')).toBeTruthy();
  });
});
