import { screen } from '@testing-library/react';
import { Heading } from './Heading';
import { renderInTheme } from '../../../test/render';

describe('Heading', () => {
  it('does render an h2 by default', () => {
    renderInTheme(<Heading>Our work</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Our work' })).toBeTruthy();
  });

  it('does keep the semantic level given in as whatever the visual size', () => {
    renderInTheme(
      <Heading as="h4" size="xl">
        Pricing
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Pricing' })).toBeTruthy();
  });

  it('does forward its ref to the heading element', () => {
    const ref = { current: null as HTMLHeadingElement | null };
    renderInTheme(
      <Heading as="h1" ref={ref}>
        Hi
      </Heading>,
    );
    expect(ref.current?.tagName).toBe('H1');
  });
});
