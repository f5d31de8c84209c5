/** The SVG vocabulary of the catalogue's artwork: shapes, text, a browser window, a site's navigation bar. */

/** A desktop mock-up's size: a thumbnail's, and a desktop shot's in a template's gallery. */
export const width = 640;
export const height = 480;
export const sans = "'Liberation Sans', 'DejaVu Sans', sans-serif";
export const serif = "'DejaVu Serif', serif";

export type Attrs = Record<string, string | number>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}="${v}"`)
    .join(' ');
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const text = (
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  extra: Attrs = {},
) => `<text ${attrs({ x, y, fontSize: size, fill, fontFamily: sans, ...extra })}>${content}</text>`;
/** Grey bars standing in for body copy. */
export const lines = (
  x: number,
  y: number,
  widths: number[],
  color: string,
  gap = 10,
  thickness = 5,
) =>
  widths.map((w, i) => rect(x, y + i * gap, w, thickness, color, { rx: thickness / 2 })).join('');
export const button = (
  x: number,
  y: number,
  w: number,
  label: string,
  fill: string,
  color: string,
  extra: Attrs = {},
) =>
  rect(x, y, w, 26, fill, { rx: 13, ...extra }) +
  text(x + w / 2, y + 17, label, 10, color, { textAnchor: 'middle', fontWeight: 700 });

/** Browser chrome around every mock-up, so the tiles read as website templates. */
export function browser(url: string, page: string, chrome = '#eceef2'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><clipPath id="page"><rect x="0" y="34" width="${width}" height="${height - 34}"/></clipPath></defs>
  ${rect(0, 0, width, height, chrome)}
  ${circle(18, 17, 5, '#ff5f57')}${circle(34, 17, 5, '#febc2e')}${circle(50, 17, 5, '#28c840')}
  ${rect(180, 8, 280, 18, '#ffffff', { rx: 9, opacity: 0.9 })}
  ${text(320, 21, url, 9, '#6b7280', { textAnchor: 'middle' })}
  <g clip-path="url(#page)">${page}</g>
</svg>`;
}

export function nav(
  logo: string,
  links: string[],
  color: string,
  cta: { label: string; fill: string; color: string },
  y = 34,
) {
  // Approximate label widths so links keep even gaps whatever their length.
  const starts = links.reduce<number[]>(
    (xs, _label, i) => [
      ...xs,
      i === 0 ? 250 : (xs[i - 1] ?? 0) + (links[i - 1] ?? '').length * 5.6 + 26,
    ],
    [],
  );
  return (
    text(28, y + 28, logo, 15, color, { fontWeight: 700 }) +
    links.map((l, i) => text(starts[i] ?? 0, y + 27, l, 10, color, { opacity: 0.75 })).join('') +
    button(530, y + 10, 84, cta.label, cta.fill, cta.color)
  );
}
