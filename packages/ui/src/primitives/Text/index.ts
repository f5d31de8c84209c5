export { Text } from './Text';
export type { TextProps } from './Text';
export type { TextSize, TextTone, TextVariant, TextWeight } from './Text.styles';
