export { Sheet } from './Sheet';
export type { SheetProps } from './Sheet';
export type { SheetSide, SheetWidth } from './Sheet.styles';
