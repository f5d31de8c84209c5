export { CalendarButton } from './CalendarButton';
export type { CalendarButtonProps } from './CalendarButton';
