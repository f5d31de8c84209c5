// One file per icon, so that an app's bundler can place each one with the code that draws it (one shared file put
// every icon in the landing page's first script).
export type { IconProps } from './IconFrame';
export { ArrowRightIcon } from './ArrowRightIcon';
export { ArrowDownIcon } from './ArrowDownIcon';
export { ArrowUpRightIcon } from './ArrowUpRightIcon';
export { ExternalLinkIcon } from './ExternalLinkIcon';
export { ExternalLinkSmallIcon } from './ExternalLinkSmallIcon';
export { MenuIcon } from './MenuIcon';
export { CloseIcon } from './CloseIcon';
export { RefreshIcon } from './RefreshIcon';
export { SparkIcon } from './SparkIcon';
export { AlertCircleIcon } from './AlertCircleIcon';
export { AlertCircleSmallIcon } from './AlertCircleSmallIcon';
export { WarningIcon } from './WarningIcon';
export { MailIcon } from './MailIcon';
export { CheckIcon } from './CheckIcon';
export { CheckListIcon } from './CheckListIcon';
export { CheckSmallIcon } from './CheckSmallIcon';
export { KeyIcon } from './KeyIcon';
export { PlayIcon } from './PlayIcon';
export * from './BenefitIcon';
