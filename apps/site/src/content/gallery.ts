import type { ResponsiveImage } from '@outpace/ui';
import { toResponsiveImage } from './toResponsiveImage';

/** Alt text per tile, in the gallery's reading order (columns take four each). */
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

// Eager glob so the build emits every tile in AVIF and WebP at two widths, in file-name order (01 … 12).
const pictures = import.meta.glob<{
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}>('../assets/gallery/*.webp', {
  eager: true,
  import: 'default',
  query: { w: '240;480', format: 'avif;webp', as: 'picture' },
});

export const galleryImages: readonly ResponsiveImage[] = Object.keys(pictures)
  .sort()
  .map((file, index) => toResponsiveImage(pictures[file]!, galleryAlts[index] ?? ''));
