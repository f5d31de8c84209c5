export { Card } from './Card';
export type { CardProps } from './Card';
export { CardLink } from './CardLink';
export type { CardLinkProps } from './CardLink';
export type { CardPadding, CardVariant } from './Card.styles';
