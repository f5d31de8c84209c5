/**
 * JSON for a `<script type="application/ld+json">` block. Plain `JSON.stringify` is not enough: a value such as
 * `</script><script>…` would end the block and run as markup, so `<`, `>` and `&` become Unicode escapes (still the
 * same JSON to any parser), as do the line separators that older JavaScript engines reject.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
