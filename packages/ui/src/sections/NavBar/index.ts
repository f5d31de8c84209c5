export { NavBar, DEFAULT_NAV_LINKS, defaultNavBarLabels } from './NavBar';
export type { NavBarProps, NavBarLabels, NavLink, NavBarUser, NavBarAppearance } from './NavBar';
export { SideMenu } from './SideMenu';
export type { SideMenuProps } from './SideMenu';
export { defaultSideMenuLabels } from './sideMenuLabels';
export type { SideMenuLabels } from './sideMenuLabels';
export { AccountMenu, defaultAccountMenuLabels } from './AccountMenu';
export type { AccountMenuProps, AccountMenuLabels } from './AccountMenu';
