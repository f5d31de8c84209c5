/** `single`: opening one item closes the others. `multiple`: items open and close independently. */
export type AccordionType = 'single' | 'multiple';

/** The open ids after the item `id` was toggled. Always returns a new array; never mutates `openIds`. */
export function toggleOpenIds(
  openIds: readonly string[],
  id: string,
  type: AccordionType,
): string[] {
  if (openIds.includes(id)) return openIds.filter((openId) => openId !== id);
  return type === 'single' ? [id] : [...openIds, id];
}

/**
 * Where focus goes when `key` is pressed on the question at `index` of `count` questions (the WAI-ARIA
 * accordion pattern's optional keys): arrows move and wrap, Home and End jump to the ends.
 * Returns `null` for any other key, so the browser keeps its default (Enter and Space toggle the button).
 */
export function focusTargetIndex(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
