import type { ResponsiveImage } from '@outpace/ui';
import { toResponsiveImage } from './toResponsiveImage';

/** Alt text per tile, in file order; kept beside the artwork's own list in assets/gallery/README.md. */
const galleryAlts = [
  'Pricing page for Fernbank, a fintech SaaS: three plans with a highlighted lime “Growth” tier on a deep green page.',
  'Kiln Ceramics revenue dashboard in dark mode: KPI tiles, an ember revenue chart with a tooltip and channel breakdowns, on an orange backdrop.',
  'Tempo running app on an iPhone against a lilac backdrop: weekly distance of 32.4 km, daily bars, a route map and a “Start run” button.',
  'Brand identity sheet for Solstice Coffee Roasters: a rising-sun logo, colour swatches, typography, a coffee bag and a round sticker.',
  'Instagram ad for Mira Skin’s barrier serum beside campaign results cards — +212% ROAS, −41% CPA, 3.8% click-through rate — on a near-black backdrop.',
  'Typographic poster reading “Make it move.” in heavy black letters on orange, for the Outpace Type Sessions talk in Lisbon.',
  'Landing page for Relay, a customer-support SaaS: headline “Support that feels human, at any scale.” above an inbox screenshot with an AI-drafted reply, on cobalt blue.',
  'Product page for Norra outdoor apparel showing an ochre insulated parka, colour and size options and an “Add to bag” button, with the matching mobile view.',
  'Atelier, a portfolio website template for architecture studios, shown as desktop home and project pages plus a mobile view, on a near-black backdrop.',
  'Quarterly growth report for Halden Home: revenue +146%, ROAS 5.2x and CAC −38%, a year-over-year revenue chart, a conversion funnel and channel mix, on sage green.',
  'Pocket mobile banking app on two phones against a peach backdrop: an account home screen with a €12,480 balance and card, and a savings screen with a 68% goal ring.',
  'Instagram profile for Osteria Lume, a Lisbon restaurant, with a 3×3 grid of illustrated posts — lemons, fresh pasta, wine and an aperitivo tile — on terracotta.',
] as const;

// Eager glob so the build emits every tile in AVIF and WebP at two widths, in file-name order (01 … 12).
const pictures = import.meta.glob<{
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}>('../assets/gallery/*.webp', {
  eager: true,
  import: 'default',
  query: { w: '320;640', format: 'avif;webp', as: 'picture' },
});

export const galleryImages: readonly ResponsiveImage[] = Object.keys(pictures)
  .sort()
  .map((file, index) => toResponsiveImage(pictures[file]!, galleryAlts[index] ?? ''));
