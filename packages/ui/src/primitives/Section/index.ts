export { Section } from './Section';
export type { SectionProps } from './Section';
export type { SectionSpacing, SectionTone } from './Section.styles';
