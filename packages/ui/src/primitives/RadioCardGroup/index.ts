export { RadioCardGroup } from './RadioCardGroup';
export type { RadioCardGroupProps, RadioCardOption } from './RadioCardGroup';
