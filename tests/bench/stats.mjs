/**
 * Median of the finite numbers (the mean of the middle two for an even count); null when there are none.
 * @param {Array<number | null | undefined>} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * @param {Array<number | null | undefined>} values
 * @returns {number | null}
 */
export function max(values) {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  return numbers.length ? Math.max(...numbers) : null;
}

/**
 * @param {Array<number | null | undefined>} values
 * @returns {number | null}
 */
export function min(values) {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  return numbers.length ? Math.min(...numbers) : null;
}

/**
 * Medians per key over records of numbers (keys taken from the first record).
 * @template {Record<string, unknown>} T
 * @param {T[]} records
 * @returns {Record<string, number | null>}
 */
export function medianOfEach(records) {
  if (records.length === 0) return {};
  return Object.fromEntries(
    Object.keys(records[0])
      .filter((key) => typeof records[0][key] === 'number' || records[0][key] === null)
      .map((key) => [key, median(records.map((record) => /** @type {number} */ (record[key])))]),
  );
}
