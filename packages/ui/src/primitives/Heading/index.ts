export { Heading } from './Heading';
export type { HeadingProps } from './Heading';
export type { HeadingLevel, HeadingSize, HeadingTone } from './Heading.styles';
