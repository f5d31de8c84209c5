export { CallToAction } from './CallToAction';
export type { CallToActionProps, CallToActionFaqItem, CallToActionVideo } from './CallToAction';
export { formatVideoDate } from './formatVideoDate';
