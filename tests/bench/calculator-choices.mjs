// The calculator's radios, known by their values: the ids of the growth kinds and delivery speeds core offers, in
// the order the calculator shows them (its labels are the site's words and may change; the ids do not).
import { GROWTH_KINDS, SPEEDS } from '../../packages/core/dist/pricing/index.js';

/** Every radio value the calculator offers, in page order. */
export const CALCULATOR_CHOICES = [...GROWTH_KINDS, ...SPEEDS];

/**
 * The radio for `value`, as a CSS selector (scope it to `#calculator`).
 * @param {string} value
 */
export const radioFor = (value) => `input[type="radio"][value="${value}"]`;
