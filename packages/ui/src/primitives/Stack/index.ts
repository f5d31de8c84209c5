export { Stack } from './Stack';
export type { StackProps } from './Stack';
export type {
  Responsive,
  SpaceKey,
  StackAlign,
  StackDirection,
  StackJustify,
} from './Stack.styles';
