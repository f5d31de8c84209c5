export { CallToAction, defaultCallToActionLabels } from './CallToAction';
export type {
  CallToActionFaqItem,
  CallToActionLabels,
  CallToActionProps,
  CallToActionVideo,
} from './CallToAction';
export { formatVideoDate } from './formatVideoDate';
