import teamPicture from '../assets/hero/team-hero.webp?w=480;720;1000&format=avif;webp&as=picture';
import posterPicture from '../assets/hero/video-poster.webp?w=640;1280&format=avif;webp&as=picture';
import { toResponsiveImage } from './toResponsiveImage';

/** The hero's team composition: the page's largest paint, so it is sized tightly (docs/decisions/0001-prerender-with-partial-hydration.md). */
export const heroImage = toResponsiveImage(
  teamPicture,
  'The Outpace team, Maya, Theo, Ana and Kenji, as illustrated portrait cards',
);

/** Poster for the studio video facade: a sprint board mid-week. */
export const videoPoster = toResponsiveImage(posterPicture, 'A sprint board in the Outpace studio');
