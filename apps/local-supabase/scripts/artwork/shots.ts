/**
 * The shots of each template's gallery beyond its home page (whose desktop shot is the thumbnail itself): more
 * desktop pages in the thumbnails' browser frame, and phone-sized views. Each template keeps its thumbnail's
 * colours and name, so a gallery reads as one site; the layouts are shared, as a template's pages share a grid.
 */
import { browser, button, circle, height, lines, nav, rect, sans, text, width } from './svg';

interface Palette {
  url: string;
  logo: string;
  links: string[];
  cta: string;
  bg: string;
  ink: string;
  muted: string;
  accent: string;
  onAccent: string;
  surface: string;
  /** The home page's headline, in two lines, for the phone view. */
  headline: [string, string];
}

/** A shot's file name (without the extension) and what it shows; the seed lists the same names in the same order. */
export interface Shot {
  file: string;
  draw: () => string;
}

const palettes: Record<string, Palette & { desktop: [string, string]; mobile: string }> = {
  'aurora-saas': {
    url: 'aurora.app',
    logo: '◆ Aurora',
    links: ['Product', 'Pricing', 'Changelog', 'Docs'],
    cta: 'Start free',
    bg: '#f5f3ff',
    ink: '#1e1b4b',
    muted: '#a5b4fc',
    accent: '#6d28d9',
    onAccent: '#ffffff',
    surface: '#ffffff',
    headline: ['Ship updates your', 'users actually read.'],
    desktop: ['Pricing', 'Changelog'],
    mobile: 'Pricing',
  },
  'northwind-agency': {
    url: 'northwind.studio',
    logo: 'NORTHWIND',
    links: ['Work', 'Services', 'Studio', 'Journal'],
    cta: "Let's talk",
    bg: '#111111',
    ink: '#f5f5f4',
    muted: '#57534e',
    accent: '#ff6b2c',
    onAccent: '#111111',
    surface: '#1c1917',
    headline: ['We build brands', 'that move markets.'],
    desktop: ['Work', 'Services'],
    mobile: 'Work',
  },
  monofolio: {
    url: 'ana-ruiz.design',
    logo: 'Ana Ruiz',
    links: ['Work', 'About', 'Contact'],
    cta: 'Say hello',
    bg: '#fafaf9',
    ink: '#0c0a09',
    muted: '#d6d3d1',
    accent: '#0c0a09',
    onAccent: '#fafaf9',
    surface: '#e7e5e4',
    headline: ['Product designer', 'crafting calm software.'],
    desktop: ['Home, about', 'Home, contact'],
    mobile: 'Home, selected work',
  },
  'liftoff-startup': {
    url: 'liftoff.so',
    logo: '▲ liftoff',
    links: ['Features', 'FAQ', 'Blog'],
    cta: 'Join waitlist',
    bg: '#0ea5e9',
    ink: '#ffffff',
    muted: '#bae6fd',
    accent: '#0f172a',
    onAccent: '#ffffff',
    surface: '#38bdf8',
    headline: ['Your finances,', 'on autopilot.'],
    desktop: ['Waitlist confirmation', 'Home, FAQ'],
    mobile: 'Waitlist confirmation',
  },
  'crate-and-co': {
    url: 'crateandco.shop',
    logo: 'Crate &amp; Co.',
    links: ['Living', 'Kitchen', 'Lighting'],
    cta: 'Bag (2)',
    bg: '#f7f1e8',
    ink: '#3f2d20',
    muted: '#c9b79f',
    accent: '#3f2d20',
    onAccent: '#f7f1e8',
    surface: '#e9dcc8',
    headline: ['Slow living,', 'well made.'],
    desktop: ['Collection', 'Product'],
    mobile: 'Product',
  },
  'pulse-analytics': {
    url: 'pulse.io',
    logo: '● Pulse',
    links: ['Platform', 'Customers', 'Pricing'],
    cta: 'Try it free',
    bg: '#0b1020',
    ink: '#f8fafc',
    muted: '#334155',
    accent: '#a3e635',
    onAccent: '#0b1020',
    surface: '#111827',
    headline: ['Know what moved', 'your numbers.'],
    desktop: ['Pricing', 'Blog'],
    mobile: 'Features',
  },
  'studio-kinetic': {
    url: 'kinetic.agency',
    logo: 'kinetic*',
    links: ['Reel', 'Process', 'Team'],
    cta: 'Start a project',
    bg: '#fff7ed',
    ink: '#111827',
    muted: '#fdba74',
    accent: '#f43f5e',
    onAccent: '#ffffff',
    surface: '#ffedd5',
    headline: ['Motion makes', 'it memorable.'],
    desktop: ['Work', 'Team'],
    mobile: 'Team',
  },
  'aperture-photo': {
    url: 'aperture.photo',
    logo: 'APERTURE',
    links: ['Series', 'Journal', 'Book'],
    cta: 'Book a shoot',
    bg: '#0a0a0a',
    ink: '#fafafa',
    muted: '#404040',
    accent: '#f97316',
    onAccent: '#0a0a0a',
    surface: '#1c1917',
    headline: ['Light,', 'found.'],
    desktop: ['Series', 'Packages'],
    mobile: 'Journal',
  },
  seedround: {
    url: 'seedround.vc',
    logo: 'seedround',
    links: ['Traction', 'Team', 'Roadmap'],
    cta: 'Investor deck',
    bg: '#ffffff',
    ink: '#052e16',
    muted: '#d1d5db',
    accent: '#16a34a',
    onAccent: '#ffffff',
    surface: '#f0fdf4',
    headline: ['Carbon accounting', 'for every supplier.'],
    desktop: ['Team', 'Roadmap'],
    mobile: 'Roadmap',
  },
  'verde-market': {
    url: 'verde.market',
    logo: '❀ verde',
    links: ['Fruit', 'Veg', 'Plants'],
    cta: 'Cart · $32',
    bg: '#f0fdf4',
    ink: '#14532d',
    muted: '#bbf7d0',
    accent: '#166534',
    onAccent: '#f0fdf4',
    surface: '#dcfce7',
    headline: ['Fresh from the farm', 'to your door.'],
    desktop: ['Category', 'Bundles'],
    mobile: 'Bundles',
  },
};

/** A desktop page: its title, then three cards (layout 0, e.g. plans or services) or a list of rows (layout 1). */
function desktopPage(p: Palette, page: string, layout: 0 | 1): string {
  const title = page.replace(/^Home, /, '');
  const cards = [0, 1, 2]
    .map((i) => {
      const x = 28 + i * 198;
      const lifted = i === 1;
      return (
        rect(x, 196, 186, 250, lifted ? p.accent : p.surface, { rx: 12 }) +
        rect(x + 18, 218, 60, 60, lifted ? p.onAccent : p.bg, { rx: 30, opacity: 0.85 }) +
        text(x + 18, 310, `${title} ${i + 1}`, 14, lifted ? p.onAccent : p.ink, {
          fontWeight: 700,
        }) +
        lines(x + 18, 326, [140, 120, 150, 90], lifted ? p.onAccent : p.muted, 12, 5) +
        button(
          x + 18,
          398,
          110,
          'Learn more',
          lifted ? p.onAccent : p.accent,
          lifted ? p.accent : p.onAccent,
        )
      );
    })
    .join('');
  const rows = [0, 1, 2]
    .map((i) => {
      const y = 196 + i * 88;
      return (
        rect(28, y, 584, 76, p.surface, { rx: 10 }) +
        rect(40, y + 10, 110, 56, p.accent, { rx: 6, opacity: 0.35 + i * 0.2 }) +
        text(168, y + 30, `${title} — part ${i + 1}`, 13, p.ink, { fontWeight: 700 }) +
        lines(168, y + 42, [300, 240], p.muted, 11, 5) +
        text(596, y + 30, `0${i + 1}`, 12, p.accent, { textAnchor: 'end', fontWeight: 700 })
      );
    })
    .join('');
  return browser(
    p.url,
    `${rect(0, 34, width, height, p.bg)}
    ${nav(p.logo, p.links, p.ink, { label: p.cta, fill: p.accent, color: p.onAccent })}
    ${text(28, 126, title, 34, p.ink, { fontWeight: 700 })}
    ${lines(30, 146, [320, 260], p.muted, 12, 6)}
    ${layout === 0 ? cards : rows}`,
  );
}

/** A phone's size: about a 390 × 844 screen's shape, drawn small. */
export const phone = { width: 300, height: 600 } as const;

/** A phone view: status bar, the site's bar with its menu button, a headline, blocks in one column. */
function mobilePage(p: Palette, page: string | undefined): string {
  const { width: w, height: h } = phone;
  const [first, second] = page ? [page.replace(/^Home, /, ''), ''] : p.headline;
  const blocks = [0, 1, 2]
    .map(
      (i) =>
        rect(20, 300 + i * 96, w - 40, 84, i === 0 ? p.accent : p.surface, { rx: 12 }) +
        circle(50, 342 + i * 96, 16, i === 0 ? p.onAccent : p.accent, { opacity: 0.8 }) +
        lines(78, 330 + i * 96, [150, 110], i === 0 ? p.onAccent : p.muted, 12, 6),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${rect(0, 0, w, h, p.bg)}
  ${text(20, 22, '9:41', 11, p.ink, { fontWeight: 700 })}${rect(w - 46, 12, 26, 11, p.ink, { rx: 3, opacity: 0.7 })}
  ${text(20, 66, p.logo, 16, p.ink, { fontWeight: 700 })}
  ${[0, 1, 2].map((i) => rect(w - 46, 52 + i * 8, 26, 3, p.ink, { rx: 1.5 })).join('')}
  ${text(20, 136, first, 28, p.ink, { fontWeight: 700, fontFamily: sans })}
  ${second ? text(20, 172, second, 24, p.accent === p.ink ? p.muted : p.accent, { fontWeight: 700 }) : ''}
  ${lines(20, 196, [240, 200, 220], p.muted, 12, 6)}
  ${button(20, 244, 130, p.cta, p.accent, p.onAccent)}
  ${blocks}
  ${rect(w / 2 - 50, h - 12, 100, 4, p.ink, { rx: 2, opacity: 0.4 })}
</svg>`;
}

/** Every template's new shots: `<slug>-desktop-2`, `-desktop-3`, `-mobile-1` (home), `-mobile-2`. */
export const shots: Shot[] = Object.entries(palettes).flatMap(([slug, p]) => [
  { file: `${slug}-desktop-2`, draw: () => desktopPage(p, p.desktop[0], 0) },
  { file: `${slug}-desktop-3`, draw: () => desktopPage(p, p.desktop[1], 1) },
  { file: `${slug}-mobile-1`, draw: () => mobilePage(p, undefined) },
  { file: `${slug}-mobile-2`, draw: () => mobilePage(p, p.mobile) },
]);
