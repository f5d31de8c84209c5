import type { ImgHTMLAttributes } from 'react';

/**
 * A responsive image as plain data, so the site can map its assets to props and stories can use local files.
 * `sources` become `<source>` elements in order (put AVIF before WebP); `src` is the fallback every browser reads.
 */
export interface ResponsiveImage {
  src: string;
  /** Width descriptors for the fallback format, e.g. `hero-640.webp 640w, hero-1280.webp 1280w`. */
  srcSet?: string;
  /** How wide the image is drawn; overrides the `sizes` the section would choose. */
  sizes?: string;
  /**
   * Modern formats offered first, e.g. `{ type: 'image/avif', srcSet: '…' }`, each only where its file exists: a
   * browser that picks a source does not fall back to `src` when that file fails.
   */
  sources?: readonly { type: string; srcSet: string; media?: string }[];
  /** Intrinsic width in px; with `height` it reserves the space before the file loads (no layout shift). */
  width: number;
  height: number;
  /** What the image shows. Use `''` only when it adds nothing to the surrounding text. */
  alt: string;
}

export interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'
> {
  image: ResponsiveImage;
  /** Fallback `sizes` when the image data has none. */
  sizes?: string;
}

/**
 * Renders `image` as an `<img>`, wrapped in a `<picture>` when it offers extra formats.
 * 1. `loading` comes before the sources so no browser starts an eager fetch for a lazy image.
 */
export function Picture({
  image,
  sizes,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: PictureProps) {
  const resolvedSizes = image.sizes ?? sizes;
  const img = (
    <img
      loading={loading}
      decoding={decoding}
      {...rest}
      sizes={image.srcSet ? resolvedSizes : undefined}
      srcSet={image.srcSet}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source
          key={`${source.type}${source.media ?? ''}`}
          type={source.type}
          srcSet={source.srcSet}
          media={source.media}
          sizes={resolvedSizes}
        />
      ))}
      {img}
    </picture>
  );
}
