import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { Section } from './Section';

describe('Section', () => {
  it('does become a region named by the heading given in labelledBy', () => {
    render(
      <ThemeProvider>
        <Section id="pricing" labelledBy="pricing-title">
          <h2 id="pricing-title">Pricing</h2>
        </Section>
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Pricing' });
    expect(region.tagName).toBe('SECTION');
    expect(region.id).toBe('pricing');
  });

  it('does stay unnamed without labelledBy', () => {
    const { container } = render(
      <ThemeProvider>
        <Section id="faq">FAQ</Section>
      </ThemeProvider>,
    );
    expect(container.querySelector('section')?.hasAttribute('aria-labelledby')).toBe(false);
  });
});
