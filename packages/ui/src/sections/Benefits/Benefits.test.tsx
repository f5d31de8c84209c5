import { screen, within } from '@testing-library/react';
import { Benefits } from './Benefits';
import { benefitFixtures, benefitsCustom } from './Benefits.fixtures';
import { renderInTheme } from '../../../test/render';

describe('Benefits', () => {
  it('renders its default heading and a card title per benefit', () => {
    const { container } = renderInTheme(<Benefits benefits={benefitFixtures} />);
    expect(container.querySelector('section')?.id).toBe('benefits');
    const region = screen.getByRole('region', { name: 'Benefits of working with us' });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(
      'Benefits of working with us',
    );
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Pages That Convert', 'One price up front', 'Made From Scratch', 'Fair Rates']);
    for (const benefit of benefitFixtures)
      expect(screen.getByText(benefit.description)).toBeTruthy();
  });

  it('renders each card as a list item with a decorative icon', () => {
    const { container } = renderInTheme(<Benefits benefits={benefitFixtures} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(4);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes its copy from props', () => {
    renderInTheme(
      <Benefits id="why" heading="What you get" benefits={benefitsCustom.slice(0, 2)} />,
    );
    expect(screen.getByRole('region', { name: 'What you get' }).id).toBe('why');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
