export { Gallery, GalleryColumn, GalleryItem } from './Gallery';
export type { GalleryColumnProps, GalleryItemProps, GalleryProps } from './Gallery';
