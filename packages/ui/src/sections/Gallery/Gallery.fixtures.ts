import { galleryArtwork } from '../../__fixtures__/landingArtwork';
import type { GalleryProps } from './Gallery';

/** Twelve local work samples: three columns of four. */
export const galleryImages = galleryArtwork;

/** The landing page's gallery. */
export const galleryArgs = {
  eyebrow: 'Selected work',
  heading: 'Work that moves numbers',
  description:
    'Launch pages, dashboards, campaigns and brands from the past year. Every one shipped against a target, and most beat it.',
  images: galleryImages,
} satisfies GalleryProps;
