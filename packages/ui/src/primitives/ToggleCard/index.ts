export { ToggleCard } from './ToggleCard';
export type { ToggleCardProps } from './ToggleCard';
