import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavBar, type NavBarProps } from './NavBar';
import { navBarArgs, navBarSignedInArgs } from './NavBar.fixtures';
import { SideMenu } from './SideMenu';
import { renderInTheme } from '../../../test/render';

// The side menu's sheet is split off (React.lazy): loaded once here, so that a test waits for the menu to open
// rather than for the module's first transform, which once took 11 s on a loaded machine (findBy waits 1 s).
beforeAll(async () => {
  await import('./SideMenuSheet');
});

const renderNavBar = (props: Partial<NavBarProps> = {}) =>
  renderInTheme(<NavBar {...navBarArgs} {...props} />);

/** Clicks and reports whether a handler prevented the default; the navigation itself is always cancelled. */
function click(element: Element): boolean {
  let prevented = false;
  const observe = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', observe, { once: true });
  fireEvent.click(element);
  return prevented;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cssOf = (element: Element) => {
  const cls = escape(`.${[...element.classList].at(-1) ?? ''}`);
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return { css, cls };
};

/** happy-dom applies media queries against its viewport (1024px wide unless changed). */
function setViewportWidth(width: number) {
  (
    window as unknown as {
      happyDOM: { setViewport(size: { width: number; height: number }): void };
    }
  ).happyDOM.setViewport({ width, height: 800 });
}

describe('NavBar', () => {
  afterEach(() => {
    setViewportWidth(1024);
  });

  it('does render a banner with the main navigation, the brand home link and the section links', () => {
    renderNavBar();
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Outpace home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Work' }).getAttribute('href')).toBe('/#gallery');
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe(
      '/#calculator',
    );
    expect(within(nav).getByRole('link', { name: 'Templates' }).getAttribute('href')).toBe(
      '/#products',
    );
  });

  it('does render BOOK GROWTH as a link to the calculator that the page can take over', () => {
    const onBookGrowth = vi.fn();
    renderNavBar({ onBookGrowth });
    const link = screen.getByRole('link', { name: 'BOOK GROWTH' });
    expect(link.getAttribute('href')).toBe('/#calculator');
    expect(click(link)).toBe(true);
    expect(onBookGrowth).toHaveBeenCalledTimes(1);
  });

  it('does leave BOOK GROWTH a plain link without a callback', () => {
    renderNavBar();
    expect(click(screen.getByRole('link', { name: 'BOOK GROWTH' }))).toBe(false);
  });

  it('does show a Sign in link while signed out', () => {
    renderNavBar();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('does follow the isScrolled prop', () => {
    const { rerender } = renderNavBar({ isScrolled: true });
    expect(screen.getByRole('banner').dataset.tone).toBe('solid');
    rerender(<NavBar {...navBarArgs} isScrolled={false} />);
    expect(screen.getByRole('banner').dataset.tone).toBe('overlay');
  });

  it('does stay solid with appearance="solid"', () => {
    renderNavBar({ appearance: 'solid' });
    expect(screen.getByRole('banner').dataset.tone).toBe('solid');
  });

  it('does show the links and BOOK GROWTH from 768px up, and only the menu button below', () => {
    setViewportWidth(1024);
    renderNavBar();
    expect(screen.queryByRole('button', { name: /menu/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Work' })).toBeTruthy();
    cleanup();
    setViewportWidth(375);
    renderNavBar();
    expect(screen.getByRole('button', { name: /menu/i })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Work' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'BOOK GROWTH' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('does switch layouts with CSS media queries, so prerendered HTML fits every width', () => {
    renderNavBar();
    // Hidden at this width, so it has no accessible name to query by here.
    const menuButton = screen.getByRole('button', { hidden: true });
    const { css, cls } = cssOf(menuButton);
    expect(css).toMatch(new RegExp(`@media \\(min-width: 768px\\)\\{${cls}\\{display:none;\\}\\}`));
    const list = screen.getByRole('link', { name: 'Work' }).closest('ul')!;
    const links = cssOf(list);
    expect(links.css).toMatch(new RegExp(`${links.cls}\\{display:none;`));
    expect(links.css).toMatch(
      new RegExp(`@media \\(min-width: 768px\\)\\{${links.cls}\\{display:flex;`),
    );
  });

  it('does open the side menu from the menu button and close it from its entries', async () => {
    const onBrowseTemplates = vi.fn();
    const onMenuOpenChange = vi.fn();
    setViewportWidth(375);
    renderNavBar({ onBrowseTemplates, onMenuOpenChange });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('link', { name: 'Browse templates' }));
    expect(onBrowseTemplates).toHaveBeenCalledTimes(1);
    expect(onBrowseTemplates.mock.calls[0]![0].isDefaultPrevented()).toBe(true);
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does pass BOOK GROWTH and the calendar button into the side menu', async () => {
    const onBookGrowth = vi.fn();
    setViewportWidth(375);
    renderNavBar({ onBookGrowth, calendarButton: <a href="#cal">Book a call</a> });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Book a call' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Book growth' }));
    expect(onBookGrowth).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('NavBar labels', () => {
  it('does draw every text from its labels: the bar, the side menu and the account menu', async () => {
    setViewportWidth(375);
    renderInTheme(
      <NavBar
        {...navBarSignedInArgs}
        onSignOut={() => {}}
        labels={{
          nav: 'Principal',
          openMenu: 'Ouvrir le menu',
          title: 'Sommaire',
          close: 'Fermer',
          bookGrowth: 'Réserver',
          accountMenu: (email) => `Compte de ${email}`,
          signOut: 'Se déconnecter',
        }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Compte de maya@northwind.co' }));
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    // Untouched texts keep their defaults.
    expect(screen.getByRole('link', { name: 'Account' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sommaire' });
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Réserver' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Browse templates' })).toBeTruthy();
  });
});

describe('AccountMenu (in NavBar)', () => {
  it('does show the initial and open a disclosure with Account and Sign out', async () => {
    const onSignOut = vi.fn();
    renderInTheme(<NavBar {...navBarSignedInArgs} onSignOut={onSignOut} />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Account menu for maya@northwind.co' });
    expect(button.textContent).toBe('M');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(panel.hidden).toBe(true);

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe(
      '/account',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('does close on Escape and return focus to its button', async () => {
    renderInTheme(<NavBar {...navBarSignedInArgs} onSignOut={() => {}} />);
    const button = screen.getByRole('button', { name: /Account menu/ });
    await userEvent.click(button);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Account');
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('does close on a click outside', async () => {
    renderInTheme(
      <>
        <NavBar {...navBarSignedInArgs} />
        <p>Outside</p>
      </>,
    );
    const button = screen.getByRole('button', { name: /Account menu/ });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByText('Outside'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});

describe('SideMenu', () => {
  it('does work on its own: entries, calendar slot, and links that still navigate without callbacks', async () => {
    const onOpenChange = vi.fn();
    renderInTheme(
      <SideMenu
        defaultOpen
        onOpenChange={onOpenChange}
        calendarButton={<a href="#cal">Book a call</a>}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const browse = within(dialog).getByRole('link', { name: 'Browse templates' });
    expect(browse.getAttribute('href')).toBe('/#products');
    expect(within(dialog).getByRole('link', { name: 'Book growth' }).getAttribute('href')).toBe(
      '/#calculator',
    );
    expect(within(dialog).getByRole('link', { name: 'Book a call' })).toBeTruthy();
    expect(click(browse)).toBe(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('does close on Escape', async () => {
    const onOpenChange = vi.fn();
    renderInTheme(<SideMenu defaultOpen onOpenChange={onOpenChange} />);
    screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
