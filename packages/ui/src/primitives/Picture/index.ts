export { Picture } from './Picture';
export type { PictureProps, ResponsiveImage } from './Picture';
