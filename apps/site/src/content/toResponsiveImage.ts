import type { ResponsiveImage } from '@outpace/ui';

type ImagetoolsPicture = {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};

/**
 * Turns a vite-imagetools picture into the kit's image model: AVIF first, then WebP, with the largest width as
 * the intrinsic size so the browser reserves the right box before anything loads.
 */
export function toResponsiveImage(
  picture: ImagetoolsPicture,
  alt: string,
  sizes?: string,
): ResponsiveImage {
  const order = ['avif', 'webp'];
  const sources = Object.entries(picture.sources)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([format, srcSet]) => ({ type: `image/${format}`, srcSet }));
  return {
    src: picture.img.src,
    width: picture.img.w,
    height: picture.img.h,
    alt,
    sources,
    ...(sizes ? { sizes } : {}),
  };
}
