import { screen } from '@testing-library/react';
import { Section } from './Section';
import { renderInTheme } from '../../../test/render';

describe('Section', () => {
  it('does become a region named by the heading given in labelledBy', () => {
    renderInTheme(
      <Section id="pricing" labelledBy="pricing-title">
        <h2 id="pricing-title">Pricing</h2>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Pricing' });
    expect(region.tagName).toBe('SECTION');
    expect(region.id).toBe('pricing');
  });

  it('does stay unnamed without labelledBy', () => {
    const { container } = renderInTheme(<Section id="faq">FAQ</Section>);
    expect(container.querySelector('section')?.hasAttribute('aria-labelledby')).toBe(false);
  });
});
