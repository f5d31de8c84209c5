import type { ResponsiveImage } from '../primitives/Picture';

/*
 * Local, deterministic artwork for the Hero and Gallery stories and tests (made for this kit; no remote URLs).
 * Gallery tiles are 480×600 WebP, team portraits 320×400 WebP, the studio image 640/1280 px in AVIF and WebP.
 */
const url = (file: string) => new URL(`./images/${file}`, import.meta.url).href;

const galleryAlts = [
  'Ledgerly SaaS landing page on orange: “Close the books in a day” with a free-trial button',
  'Checkout redesign case study: +38% trial-to-paid conversion above a rising line chart',
  'Two mobile app screens on lilac, a morning greeting and a 14-day streak',
  'Fieldnote brand identity poster: the wordmark in large white type with a colour palette',
  'Four paid-social ad creatives on sage green, including “2× ROAS” and “Ship faster”',
  'Acquisition dashboard: 184k sessions, CAC down 27% and a growing signups chart',
  'Oat Barista product page with an illustrated carton and an add-to-cart button',
  'Spring-kit launch e-mail with a 52% open rate and 9.8% click rate',
  'Logo exploration for Kiln: four marks on orange, black, lilac and white tiles',
  'Dark pricing page with three plans, the $49 Growth plan highlighted in orange',
  'Two vertical story ads for a running club: “Run with us” and “5k in 30 days”',
  'Type system specimen: a large “Aa” above headline, subhead and body sizes',
] as const;

/** Twelve work samples in reading order: columns take four each (1–4, 5–8, 9–12). */
export const galleryArtwork: ResponsiveImage[] = galleryAlts.map((alt, index) => ({
  src: url(`gallery-${String(index + 1).padStart(2, '0')}.webp`),
  width: 480,
  height: 600,
  alt,
}));

const portrait = (file: string, alt: string): ResponsiveImage => ({
  src: url(`team-${file}.webp`),
  width: 320,
  height: 400,
  alt,
});

export const teamArtwork = {
  maya: portrait('maya', 'Illustrated portrait of Maya Okafor, smiling, with curly black hair'),
  jonas: portrait('jonas', 'Illustrated portrait of Jonas Lindqvist with round glasses'),
  priya: portrait('priya', 'Illustrated portrait of Priya Raman with long dark hair'),
  theo: portrait('theo', 'Illustrated portrait of Theo Marchetti with his hair in a bun'),
} as const;

/**
 * The studio wall: a collage of current work, the hero's LCP image. One candidate per format: with several, Chromium
 * may reuse a larger one it already holds, and snapshots would depend on the stories rendered before.
 */
export const heroArtwork: ResponsiveImage = {
  src: url('hero-studio-1280.webp'),
  sources: [
    { type: 'image/avif', srcSet: url('hero-studio-1280.avif') },
    { type: 'image/webp', srcSet: url('hero-studio-1280.webp') },
  ],
  width: 1280,
  height: 800,
  alt: 'Work on the studio wall: a coffee brand’s launch page, a +212% paid-social revenue chart and a “Ship in 14 days” sticker',
};
