/** Scrolls a landing-page section into view: smoothly, or instantly for visitors who prefer reduced motion. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const prefersReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: prefersReduced ? 'auto' : 'smooth', block: 'start' });
  // Move focus with the view so keyboard and screen-reader users continue from the section they asked for.
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
