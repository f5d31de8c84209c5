export * from './icons';
export * from './BenefitIcon';
