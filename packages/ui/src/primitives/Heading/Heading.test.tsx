import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { Heading } from './Heading';

describe('Heading', () => {
  it('does render an h2 by default', () => {
    render(
      <ThemeProvider>
        <Heading>Our work</Heading>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our work' })).toBeTruthy();
  });

  it('does keep the semantic level given in as whatever the visual size', () => {
    render(
      <ThemeProvider>
        <Heading as="h4" size="xl">
          Pricing
        </Heading>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Pricing' })).toBeTruthy();
  });

  it('does forward its ref to the heading element', () => {
    const ref = { current: null as HTMLHeadingElement | null };
    render(
      <ThemeProvider>
        <Heading as="h1" ref={ref}>
          Hi
        </Heading>
      </ThemeProvider>,
    );
    expect(ref.current?.tagName).toBe('H1');
  });
});
