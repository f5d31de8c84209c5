import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { SectionHeader } from './SectionHeader';
import { renderInTheme } from '../../../test/render';

describe('SectionHeader', () => {
  it('shows the eyebrow, then the heading, then the intro', () => {
    const { container } = renderInTheme(
      <SectionHeader
        eyebrow="Pricing"
        heading="Estimate your sprint"
        intro="It updates as you go."
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Estimate your sprint');
    expect(container.textContent).toBe('PricingEstimate your sprintIt updates as you go.');
  });

  it('leaves out what it is not given', () => {
    const { container } = renderInTheme(<SectionHeader heading="Benefits" />);
    expect(container.firstElementChild?.children).toHaveLength(1);
  });

  it('passes the heading its level, id and attributes', () => {
    const ref = createRef<HTMLHeadingElement>();
    renderInTheme(
      <SectionHeader
        heading="Sign in"
        headingAs="h1"
        headingId="sign-in-title"
        headingProps={{ ref, tabIndex: -1 }}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Sign in' });
    expect([heading.id, heading.getAttribute('tabindex')]).toEqual(['sign-in-title', '-1']);
    expect(ref.current).toBe(heading);
  });

  it('groups the eyebrow and heading apart from the intro when asked, in the elements it is given', () => {
    const { container } = renderInTheme(
      <SectionHeader
        as="section"
        groupAs="hgroup"
        introAs="aside"
        eyebrow="Work"
        heading="Gallery"
        intro="Twelve recent pieces."
      />,
    );
    const root = container.firstElementChild!;
    expect(root.tagName).toBe('SECTION');
    expect([...root.children].map((child) => child.tagName)).toEqual(['HGROUP', 'ASIDE']);
    expect(root.querySelector('hgroup')?.textContent).toBe('WorkGallery');
  });
});
