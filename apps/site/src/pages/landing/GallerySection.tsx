import { Gallery } from '@outpace/ui';
import { galleryImages } from '../../content/gallery';

/** The scroll-animated gallery with the studio's work. */
export function GallerySection() {
  return <Gallery images={galleryImages} />;
}
