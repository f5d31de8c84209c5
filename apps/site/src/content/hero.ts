import studioPicture from '../assets/hero/studio.webp?w=480;720;1000&format=avif;webp&as=picture';
import posterPicture from '../assets/hero/video-poster.webp?w=640;1280&format=avif;webp&as=picture';
import { toResponsiveImage } from './toResponsiveImage';

/** The hero's work collage: the page's largest paint, so it is sized tightly (see performance.md). */
export const heroImage = toResponsiveImage(
  studioPicture,
  'Work on the studio wall: a coffee brand’s launch page, a +212% paid-social revenue chart and a “Ship in 14 days” sticker',
);

/** Poster for the studio video facade: a sprint board mid-week. */
export const videoPoster = toResponsiveImage(posterPicture, 'A sprint board in the Outpace studio');
