import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hero, HERO_EXPLORE_LABEL, type HeroProps } from './Hero';
import { heroArgs, heroThreePeople } from './Hero.fixtures';
import { renderInTheme } from '../../../test/render';

const renderHero = (props: Partial<HeroProps> = {}) =>
  renderInTheme(<Hero {...heroArgs} {...props} />);

describe('Hero', () => {
  it('renders one h1 inside a section with the id "hero"', () => {
    const { container } = renderHero();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const section = container.querySelector('section');
    expect(section?.id).toBe('hero');
    expect(screen.getByRole('region', { name: /outpaces your market/ })).toBe(section);
  });

  it('links "EXPLORE OUR SERVICES" to the calculator, so it works without JavaScript', () => {
    renderHero();
    expect(HERO_EXPLORE_LABEL).toBe('EXPLORE OUR SERVICES');
    expect(screen.getByRole('link', { name: 'EXPLORE OUR SERVICES' }).getAttribute('href')).toBe(
      '#calculator',
    );
  });

  it('calls onExplore with the click event so the site can smooth-scroll', async () => {
    const onExplore = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderHero({ onExplore, exploreHref: '/#calculator' });
    const link = screen.getByRole('link', { name: 'EXPLORE OUR SERVICES' });
    expect(link.getAttribute('href')).toBe('/#calculator');
    await userEvent.click(link);
    expect(onExplore).toHaveBeenCalledTimes(1);
    expect(onExplore.mock.calls[0]?.[0].defaultPrevented).toBe(true);
  });

  it('renders the calendar button slot beside the main action', () => {
    renderHero({ calendarButton: <button type="button">Book a call</button> });
    expect(screen.getByRole('button', { name: 'Book a call' })).toBeTruthy();
  });

  it('shows every team member with portrait, name and role', () => {
    renderHero({ team: heroThreePeople });
    const list = screen.getByRole('list', { name: 'The team on your project' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const [index, member] of heroThreePeople.entries()) {
      const item = within(items[index]!);
      expect(item.getByText(member.name)).toBeTruthy();
      expect(item.getByText(member.role)).toBeTruthy();
      expect(item.getByRole('img', { name: member.image.alt })).toBeTruthy();
      expect(items[index]!.querySelector('figure figcaption')).toBeTruthy();
    }
  });

  it('loads the hero image first: eager, high priority, async decoding, sized, with AVIF and WebP sources', () => {
    renderHero();
    const img = screen.getByRole('img', { name: heroArgs.heroImage.alt });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('1280');
    expect(img.getAttribute('height')).toBe('800');
    const picture = img.closest('picture');
    const types = [...(picture?.querySelectorAll('source') ?? [])].map((s) =>
      s.getAttribute('type'),
    );
    expect(types).toEqual(['image/avif', 'image/webp']);
  });

  it('lazy-loads the portraits and omits the hero image when none is given', () => {
    renderHero({ heroImage: undefined });
    const portraits = screen.getAllByRole('img');
    expect(portraits).toHaveLength(4);
    for (const img of portraits) expect(img.getAttribute('loading')).toBe('lazy');
  });
});
