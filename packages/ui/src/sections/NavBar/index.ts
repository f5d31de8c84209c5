export { NavBar, DEFAULT_NAV_LINKS } from './NavBar';
export type { NavBarProps, NavLink, NavBarUser, NavBarAppearance } from './NavBar';
export { SideMenu } from './SideMenu';
export type { SideMenuProps } from './SideMenu';
export { AccountMenu } from './AccountMenu';
export type { AccountMenuProps } from './AccountMenu';
