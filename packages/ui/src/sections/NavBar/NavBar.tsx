import { forwardRef, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { isPlainClick } from '../../primitives/CalendarButton/isPlainClick';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { AccountMenu, defaultAccountMenuLabels, type AccountMenuLabels } from './AccountMenu';
import {
  StyledAccountPlaceholder,
  StyledActions,
  StyledAuthSlot,
  StyledBrand,
  StyledBrandName,
  StyledDesktopOnly,
  StyledHeader,
  StyledLink,
  StyledLinks,
  StyledLogoMark,
  StyledMenuButton,
  StyledNav,
  StyledSignIn,
} from './NavBar.styles';
import { SideMenu } from './SideMenu';
import { defaultSideMenuLabels, type SideMenuLabels } from './sideMenuLabels';
import { useScrolledPast } from './useScrolledPast';
import { ArrowRightIcon, MenuIcon } from '../../icons';
import { useControllableState } from '../../hooks/useControllableState';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavBarUser {
  email: string;
}

/** `overlay`: transparent with light text at the top of a page that opens on a dark hero. `solid`: always paper. */
export type NavBarAppearance = 'overlay' | 'solid';

export interface NavBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The wordmark. @default 'Outpace' */
  brand?: string;
  /** Where the brand links to. @default '/' */
  homeHref?: string;
  /** Links shown in the bar from 768 px up. @default Work, Pricing and Templates (`/#gallery`, `/#calculator`, `/#products`) */
  links?: readonly NavLink[];
  /** Where 'BOOK GROWTH' (and the side menu's 'Book growth') lead without JavaScript. @default '/#calculator' */
  bookGrowthHref?: string;
  /** Takes over a plain click on 'BOOK GROWTH' / 'Book growth' (navigation prevented), e.g. to smooth-scroll. */
  onBookGrowth?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Where the side menu's 'Browse templates' leads without JavaScript. @default '/#products' */
  browseTemplatesHref?: string;
  /** Takes over a plain click on 'Browse templates' (navigation prevented). */
  onBrowseTemplates?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The signed-in account, or `null` to show the 'Sign in' link. @default null */
  user?: NavBarUser | null;
  /**
   * The session is not known yet (a prerendered page, or a stored session being confirmed); `user` is ignored.
   * The slot shows 'Sign in', or, when the page's `<html>` has a `data-stored-session` attribute (set by a script
   * before the first paint when a session is stored), a placeholder of the account button's size that screen
   * readers skip. Either way the bar keeps its layout when the session becomes known.
   * @default false
   */
  isSessionPending?: boolean;
  /** Signs the user out (from the account menu). */
  onSignOut?: () => void;
  /** @default '/sign-in' */
  signInHref?: string;
  /** @default '/account' */
  accountHref?: string;
  /**
   * Slot for the calendar scheduling button in the side menu (about 220px wide on phones: use a short label,
   * e.g. 'Book a free call', and `fullWidth`).
   */
  calendarButton?: ReactNode;
  /**
   * Forces the scrolled (solid) look, e.g. from the site or for snapshots. When unset, the bar listens to the
   * page's scroll position itself.
   */
  isScrolled?: boolean;
  /** Scroll distance in px after which the bar turns solid. @default 24 */
  scrollThreshold?: number;
  /** @default 'overlay' */
  appearance?: NavBarAppearance;
  /** Controlled side-menu state; pair with `onMenuOpenChange`. */
  menuOpen?: boolean;
  /** Side menu open on first render (uncontrolled). @default false */
  defaultMenuOpen?: boolean;
  /** Called when the side menu opens or closes. */
  onMenuOpenChange?: (open: boolean) => void;
  /** Overrides for the fixed texts, the side menu's and the account menu's included. */
  labels?: Partial<NavBarLabels>;
}

/** Every fixed text of the bar, its side menu and its account menu; all have defaults (`defaultNavBarLabels`). */
export interface NavBarLabels extends SideMenuLabels, AccountMenuLabels {
  /** Names the bar's navigation landmark. */
  nav: string;
  /** Read after the brand by screen readers ('Outpace home'). */
  home: string;
  signIn: string;
  /** The bar's call to action from 768 px up (the side menu has `bookGrowth`). */
  bookGrowthButton: string;
  /** The menu button's visible text, and its name for screen readers. */
  menuButton: string;
  openMenu: string;
}

export const defaultNavBarLabels: NavBarLabels = {
  ...defaultSideMenuLabels,
  ...defaultAccountMenuLabels,
  nav: 'Main',
  home: 'home',
  signIn: 'Sign in',
  bookGrowthButton: 'BOOK GROWTH',
  menuButton: 'Menu',
  openMenu: 'Open menu',
};

export const DEFAULT_NAV_LINKS: readonly NavLink[] = [
  { label: 'Work', href: '/#gallery' },
  { label: 'Pricing', href: '/#calculator' },
  { label: 'Templates', href: '/#products' },
];

const LogoMark = () => (
  <StyledLogoMark viewBox="0 0 32 32" aria-hidden="true">
    <circle className="disc" cx="16" cy="16" r="16" />
    <path
      className="glyph"
      d="M9 11l5 5-5 5M16 11l5 5-5 5"
      fill="none"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </StyledLogoMark>
);

/**
 * The fixed top bar (`<header>` with `<nav aria-label="Main">`): transparent with light text over the hero, solid
 * paper once the page scrolls. From 768 px up it shows the links, 'BOOK GROWTH' and the account area; below, a
 * menu button opens the `SideMenu`. The breakpoint is pure CSS, so prerendered HTML is right at every width.
 */
export const NavBar = forwardRef<HTMLElement, NavBarProps>(function NavBar(
  {
    brand = 'Outpace',
    homeHref = '/',
    links = DEFAULT_NAV_LINKS,
    bookGrowthHref = '/#calculator',
    onBookGrowth,
    browseTemplatesHref = '/#products',
    onBrowseTemplates,
    user = null,
    isSessionPending = false,
    onSignOut,
    signInHref = '/sign-in',
    accountHref = '/account',
    calendarButton,
    isScrolled,
    scrollThreshold = 24,
    appearance = 'overlay',
    menuOpen,
    defaultMenuOpen = false,
    onMenuOpenChange,
    labels: labelOverrides,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultNavBarLabels, ...labelOverrides };
  const needsListener = isScrolled === undefined && appearance === 'overlay';
  const isScrolledPast = useScrolledPast(scrollThreshold, needsListener);
  const isSolid = appearance === 'solid' || (isScrolled ?? isScrolledPast);

  const [isMenuOpen, setMenuOpen] = useControllableState({
    prop: menuOpen,
    defaultProp: defaultMenuOpen,
    onChange: onMenuOpenChange,
  });

  const authState = isSessionPending ? 'pending' : user ? 'signed-in' : 'signed-out';

  const handleBookGrowth = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onBookGrowth || !isPlainClick(event)) return;
    event.preventDefault();
    onBookGrowth(event);
  };

  return (
    <StyledHeader ref={ref} data-tone={isSolid ? 'solid' : 'overlay'} {...rest}>
      <StyledNav forwardedAs="nav" aria-label={labels.nav}>
        <StyledBrand href={homeHref}>
          <LogoMark />
          <StyledBrandName>{brand}</StyledBrandName>
          <VisuallyHidden> {labels.home}</VisuallyHidden>
        </StyledBrand>

        <StyledLinks>
          {links.map((link) => (
            <li key={link.href}>
              <StyledLink href={link.href}>{link.label}</StyledLink>
            </li>
          ))}
        </StyledLinks>

        <StyledActions>
          <StyledAuthSlot data-state={authState}>
            <StyledSignIn href={signInHref}>{labels.signIn}</StyledSignIn>
            {authState === 'pending' && <StyledAccountPlaceholder aria-hidden="true" />}
            {authState === 'signed-in' && user && (
              <AccountMenu
                email={user.email}
                accountHref={accountHref}
                onSignOut={onSignOut}
                labels={labels}
              />
            )}
          </StyledAuthSlot>
          <StyledDesktopOnly>
            <Button
              href={bookGrowthHref}
              size="sm"
              iconEnd={<ArrowRightIcon strokeWidth={2} />}
              onClick={handleBookGrowth}
            >
              {labels.bookGrowthButton}
            </Button>
          </StyledDesktopOnly>
          <SideMenu
            open={isMenuOpen}
            onOpenChange={setMenuOpen}
            trigger={
              <StyledMenuButton type="button" aria-label={labels.openMenu}>
                <MenuIcon />
                {labels.menuButton}
              </StyledMenuButton>
            }
            browseTemplatesHref={browseTemplatesHref}
            onBrowseTemplates={onBrowseTemplates}
            bookGrowthHref={bookGrowthHref}
            onBookGrowth={onBookGrowth}
            calendarButton={calendarButton}
            labels={labels}
          />
        </StyledActions>
      </StyledNav>
    </StyledHeader>
  );
});
NavBar.displayName = 'NavBar';
