import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { reflowModes, responsiveModes } from '../../storybook/modes';
import { CalendarButton } from '../../primitives/CalendarButton';
import { NavBar } from './NavBar';
import { bookingUrl, navBarArgs, signedInUser } from './NavBar.fixtures';
import { withStaticMotion } from '../../storybook/decorators';

/* A stand-in for the page under the bar: the dark hero at the top, paper sections below. */
const HeroBackdrop = styled.div`
  display: grid;
  align-content: end;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 560px;
  padding: ${({ theme }) => `${theme.space[32]} ${theme.space[6]} ${theme.space[16]}`};
  background:
    radial-gradient(
      60% 80% at 85% 10%,
      ${({ theme }) => theme.colors.bg.inverseRaised},
      transparent
    ),
    ${({ theme }) => theme.colors.bg.inverse};
  color: ${({ theme }) => theme.colors.fg.inverse};

  & > p:first-child {
    max-width: 14ch;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  & > p:last-child {
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
  }
`;

const PaperBackdrop = styled.div`
  min-height: 140vh;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  background: ${({ theme }) => theme.colors.bg.canvas};
  color: ${({ theme }) => theme.colors.fg.default};

  & > p:first-child {
    max-width: 16ch;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  & > p + p {
    max-width: 52ch;
    margin-top: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

const Hero = () => (
  <HeroBackdrop>
    <p>Grow faster than your market.</p>
    <p>Backdrop standing in for the hero.</p>
  </HeroBackdrop>
);

const Paper = () => (
  <PaperBackdrop>
    <p>Fixed prices. No hidden cost.</p>
    <p>
      Paper content scrolling under the bar: the bar's opaque paper hides it, and a crisp ink rule
      separates the two.
    </p>
  </PaperBackdrop>
);

/** Marks the page as holding a stored session, as the site's inline script does before the first paint. */
function StoredSessionHint({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-stored-session', '');
    return () => root.removeAttribute('data-stored-session');
  }, []);
  return children;
}

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Sections/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: {
    ...navBarArgs,
    onBookGrowth: fn(),
    onBrowseTemplates: fn(),
    onSignOut: fn(),
    onMenuOpenChange: fn(),
    calendarButton: (
      <CalendarButton href={bookingUrl} label="Book a free call" fullWidth onActivate={fn()} />
    ),
  },
  argTypes: { calendarButton: { control: false }, user: { control: 'object' } },
  render: (args) => (
    <>
      <NavBar {...args} />
      <Hero />
      <Paper />
    </>
  ),
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the landing page: transparent, light text over the dark hero, signed out. */
export const Default: Story = {
  parameters: { chromatic: { modes: reflowModes } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-tone', 'overlay');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Outpace home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  },
};

/** After the first 24 px of scrolling: blurred paper, ink text and a crisp rule (forced here with `isScrolled`). */
export const Scrolled: Story = {
  args: { isScrolled: true },
  render: (args) => (
    <>
      <NavBar {...args} />
      <Paper />
    </>
  ),
};

/** Pages without a dark hero (catalog, account) use the solid bar from the start. */
export const Solid: Story = {
  args: { appearance: 'solid' },
  render: Scrolled.render,
};

/** Signed in: the e-mail's initial replaces 'Sign in' and opens a small account menu. */
export const SignedIn: Story = {
  args: { user: signedInUser },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Account menu for maya@northwind.co' }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * A stored session being confirmed: a plain disc where the account button will be, in place of 'Sign in'. It is
 * no control and screen readers skip it (they hear the account button once the session is confirmed).
 */
export const SessionPending: Story = {
  args: { isSessionPending: true },
  decorators: [
    (Story) => (
      <StoredSessionHint>
        <Story />
      </StoredSessionHint>
    ),
  ],
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await expect(within(header).queryByRole('button', { name: /Account/ })).not.toBeInTheDocument();
    const slot = header.querySelector('[data-state="pending"]');
    const placeholder = slot?.querySelector('[aria-hidden="true"]');
    await expect(placeholder).toBeVisible();
    // As wide as 'Sign in', which keeps its place: the bar does not move when the session is known.
    const signIn = within(header).getByText('Sign in');
    await expect(slot?.getBoundingClientRect().width).toBe(signIn.getBoundingClientRect().width);
  },
};

/** Pending without a stored session (or without the page's script): 'Sign in' shows, the placeholder does not. */
export const SessionPendingWithoutStoredSession: Story = {
  args: { isSessionPending: true },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(
      header.querySelector('[data-state="pending"] > [aria-hidden="true"]'),
    ).not.toBeVisible();
  },
};

/** The account menu open: who is signed in, 'Account' and 'Sign out'. */
export const AccountMenuOpen: Story = {
  args: { user: signedInUser, isScrolled: true },
  render: Scrolled.render,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Account menu/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // A pointer user would see no focus ring; the menu stays open when focus leaves the page.
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Keyboard: Escape closes the account menu and puts focus back on its button; 'Sign out' calls back. */
export const AccountMenuInteraction: Story = {
  args: { user: signedInUser },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Account menu/ });
    await userEvent.click(button);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** 'BOOK GROWTH' is a link to `/#calculator`; with JavaScript the page takes the click over (smooth scroll). */
export const BookGrowthInteraction: Story = {
  globals: desktop,
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, args, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'BOOK GROWTH' });
    await expect(link).toHaveAttribute('href', '/#calculator');
    let isNavigationPrevented = false;
    // Runs after React's handler; it cancels the navigation itself so a failing test stays on the page.
    const observe = (event: MouseEvent) => {
      isNavigationPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', observe, { once: true });
    await userEvent.click(link);
    window.removeEventListener('click', observe);
    await expect(args.onBookGrowth).toHaveBeenCalledTimes(1);
    await expect(isNavigationPrevented).toBe(true);
    await expect(canvas.queryByRole('button', { name: /menu/i })).not.toBeInTheDocument();
  },
};

/** Scrolling past 24 px turns the bar solid; scrolling back to the top makes it transparent again. */
export const ScrollInteraction: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    const afterTwoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(header).toHaveAttribute('data-tone', 'overlay');
    window.scrollTo({ top: 24, behavior: 'instant' });
    await afterTwoFrames();
    await expect(header).toHaveAttribute('data-tone', 'overlay');
    window.scrollTo({ top: 25, behavior: 'instant' });
    await waitFor(() => expect(header).toHaveAttribute('data-tone', 'solid'));
    window.scrollTo({ top: 200, behavior: 'instant' });
    await afterTwoFrames();
    await expect(header).toHaveAttribute('data-tone', 'solid');
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(header).toHaveAttribute('data-tone', 'overlay'));
  },
};

/** Below 768 px: the side menu open from the right, 300 px wide on a phone, with the calendar button. */
export const MobileMenuOpen: Story = {
  args: { defaultMenuOpen: true },
  globals: mobile,
  tags: ['!autodocs'],
  parameters: { chromatic: { modes: { mobile: responsiveModes.mobile } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    // Measured at rest, once the slide-in has ended.
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    await expect(dialog.getBoundingClientRect().width).toBe(300);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Browse templates' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Book growth' })).toBeVisible();
    await expect(
      within(dialog).getByRole('link', { name: 'Book a free call (opens in a new tab)' }),
    ).toBeVisible();
  },
};

/**
 * At phone width: the menu button opens the menu; 'Browse templates' calls back and closes it; Escape closes it
 * and returns focus to the menu button; focus stays inside while it is open.
 */
export const MobileMenuInteraction: Story = {
  globals: mobile,
  tags: ['!autodocs'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('link', { name: 'Work' })).not.toBeInTheDocument();
    const menuButton = canvas.getByRole('button', { name: /menu/i });

    await userEvent.click(menuButton);
    let dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Browse templates' }));
    await expect(args.onBrowseTemplates).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();

    await userEvent.click(menuButton);
    dialog = await screen.findByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();

    await userEvent.click(menuButton);
    dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Book growth' }));
    await expect(args.onBookGrowth).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The side menu appears in place (no slide, no fade). */
export const ReducedMotion: Story = {
  args: { defaultMenuOpen: true },
  globals: mobile,
  tags: ['!autodocs'],
  decorators: [withStaticMotion],
  parameters: {
    chromatic: { modes: { mobile: responsiveModes.mobile }, prefersReducedMotion: 'reduce' },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(dialog.getBoundingClientRect().right).toBe(document.documentElement.clientWidth);
    await expect(document.getAnimations()).toHaveLength(0);
  },
};
