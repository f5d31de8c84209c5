import { DEFAULT_NAV_LINKS, type NavBarProps, type NavBarUser } from './NavBar';

/** The booking page the calendar button opens (the site's config holds the real one). */
export const bookingUrl = 'https://cal.com/outpace/15min';

export const signedInUser: NavBarUser = { email: 'maya@northwind.co' };

/** The bar as the landing page uses it, signed out. Callbacks are added by stories and tests. */
export const navBarArgs = {
  brand: 'Outpace',
  homeHref: '/',
  links: DEFAULT_NAV_LINKS,
  bookGrowthHref: '/#calculator',
  browseTemplatesHref: '/#products',
  signInHref: '/sign-in',
  accountHref: '/account',
  user: null,
} satisfies NavBarProps;

export const navBarSignedInArgs = { ...navBarArgs, user: signedInUser } satisfies NavBarProps;
