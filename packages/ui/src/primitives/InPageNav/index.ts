export { InPageNav } from './InPageNav';
export type { InPageNavItem, InPageNavProps } from './InPageNav';
