import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { useTheme } from 'styled-components';
import { expect, fn } from 'storybook/test';
import { allModes, reflowModes, responsiveModes } from '../../storybook/modes';
import { Button } from '../../primitives/Button';
import { Hero, HERO_EXPLORE_LABEL } from './Hero';
import { heroArgs, heroLongCopy, heroThreePeople } from './Hero.fixtures';
import { withStaticMotion } from '../../storybook/decorators';

const onCalendarClick = fn();

// A stand-in for the site's fixed, transparent navigation bar (light text), to review readability over the hero.
function NavStandIn() {
  const theme = useTheme();
  return (
    <nav
      aria-label="Main"
      style={{
        position: 'absolute',
        inset: '0 0 auto 0',
        zIndex: theme.zIndices.nav,
        height: theme.sizes.navHeight,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 24px',
        color: theme.colors.fg.inverse,
        background: 'transparent',
      }}
    >
      <a
        href="#hero"
        style={{
          fontFamily: theme.fonts.display,
          fontWeight: 700,
          fontSize: 22,
          textDecoration: 'none',
        }}
      >
        Outpace
      </a>
      <a
        href="#calculator"
        style={{ fontWeight: 600, fontSize: 14, letterSpacing: '0.06em', textDecoration: 'none' }}
      >
        BOOK GROWTH
      </a>
    </nav>
  );
}
const withNav: Decorator = (Story) => (
  <div style={{ position: 'relative' }}>
    <NavStandIn />
    <Story />
  </div>
);

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: {
    ...heroArgs,
    // The story never leaves the page: the site smooth-scrolls instead of jumping.
    onExplore: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    calendarButton: (
      <Button variant="secondary" size="lg" onClick={onCalendarClick}>
        Book a free 15-minute call
      </Button>
    ),
  },
  argTypes: {
    headline: { control: 'text' },
    calendarButton: { control: false },
    team: { control: false },
    heroImage: { control: false },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dark hero with the studio image (the LCP element), the team and both actions; also in the second brand, whose
 * glow is its own accent (the theme's `accentGlow`).
 */
export const Default: Story = {
  parameters: { chromatic: { modes: { ...reflowModes, 'brand-b': allModes['brand-b'] } } },
};

/** Without a hero image the headline takes the full width. */
export const WithoutImage: Story = { args: { heroImage: undefined } };

/** The smallest team the layout is designed for: three people. */
export const ThreePeople: Story = { args: { team: heroThreePeople } };

/** The light paper variant, for a navigation bar with dark text. */
export const Light: Story = { args: { tone: 'canvas' } };

/** Long copy wraps without crowding the actions. */
export const LongCopy: Story = { args: heroLongCopy };

/** Before the site provides its calendar widget: the main action stands alone. */
export const WithoutCalendarButton: Story = { args: { calendarButton: undefined } };

/** Under a transparent, fixed navigation bar: the top padding keeps the headline clear and the bar readable. */
export const UnderTransparentNav: Story = { decorators: [withNav] };

/** 'EXPLORE OUR SERVICES' is a real link to the calculator that also reports the click, by mouse or keyboard. */
export const ExploreInteraction: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const explore = canvas.getByRole('link', { name: HERO_EXPLORE_LABEL });
    await expect(explore).toHaveAttribute('href', '#calculator');
    await userEvent.click(explore);
    await expect(args.onExplore).toHaveBeenCalledTimes(1);
    explore.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExplore).toHaveBeenCalledTimes(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Book a free 15-minute call' }));
    await expect(onCalendarClick).toHaveBeenCalled();

    const team = canvas.getByRole('list', { name: 'The team on your project' });
    await expect(team.querySelectorAll('figcaption')).toHaveLength(4);
    await expect(canvas.getByText('Design director')).toBeVisible();
  },
};

/** The team's entrance rise is switched off: everything is in its final place at once. */
export const ReducedMotion: Story = {
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  decorators: [withStaticMotion],
};
