import { describe, expect, it } from 'vitest';
import { toResponsiveImage } from './toResponsiveImage';

describe('toResponsiveImage', () => {
  it('offers AVIF before WebP and keeps the intrinsic size', () => {
    const image = toResponsiveImage(
      {
        sources: { webp: 'a.webp 480w', avif: 'a.avif 480w' },
        img: { src: 'a.webp', w: 480, h: 600 },
      },
      'A pricing page',
    );
    expect(image.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(image).toMatchObject({ src: 'a.webp', width: 480, height: 600, alt: 'A pricing page' });
  });
});
