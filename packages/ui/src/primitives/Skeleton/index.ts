export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export type { SkeletonRadius } from './Skeleton.styles';
