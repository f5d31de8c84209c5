const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside `container`: from its last focusable element Tab goes to the first, and Shift+Tab from the first
 * to the last. Returns whether it moved the focus (the caller then prevents the browser's own move).
 */
export function wrapTab(container: HTMLElement, backwards: boolean): boolean {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) =>
    element.checkVisibility(),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return false;
  const edge = backwards ? first : last;
  if (document.activeElement !== edge && container.contains(document.activeElement)) return false;
  (backwards ? last : first).focus();
  return true;
}
