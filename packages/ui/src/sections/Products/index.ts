export { Products } from './Products';
export type { ProductsProps } from './Products';
export { ProductCard } from './ProductCard';
export type { ProductCardModel, ProductCardProps, ProductHeadingLevel } from './ProductCard';
export { ProductGrid, ProductGridSkeleton } from './ProductGrid';
export type { ProductGridProps, ProductGridSkeletonProps } from './ProductGrid';
export { ProductsStateView, ProductsMessage, defaultProductsStateLabels } from './ProductStates';
export type {
  ProductsState,
  ProductsStateLabels,
  ProductsStateViewProps,
  ProductsMessageProps,
} from './ProductStates';
