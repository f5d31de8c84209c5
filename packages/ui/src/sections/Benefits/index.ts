export { Benefits } from './Benefits';
export type { BenefitItem, BenefitsProps } from './Benefits';
export type { BenefitIconName } from '../../icons';
