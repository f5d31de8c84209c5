import { describe, expect, it } from 'vitest';
import { calculateQuote } from './calculateQuote';
import { DEFAULT_CALCULATOR_INPUT } from './defaults';
import { quoteFigures } from './quoteFigures';

describe('quoteFigures', () => {
  it('does show the default quote as the calculator first displays it', () => {
    expect(quoteFigures(calculateQuote(DEFAULT_CALCULATOR_INPUT))).toStrictEqual({
      estimate: '$6,200',
      agencyMinimum: '$31,000',
      freelancerMinimum: '$16,000',
      savingVsAgency: '$24,800',
      savingVsFreelancer: '$9,800',
    });
  });

  it('does keep the sign of a saving, as the quote does', () => {
    const quote = calculateQuote(DEFAULT_CALCULATOR_INPUT);
    const dearer = { ...quote, total: 40000, savingVsAgency: -9000, savingVsFreelancer: -24000 };
    expect(quoteFigures(dearer)).toMatchObject({
      estimate: '$40,000',
      savingVsAgency: '-$9,000',
      savingVsFreelancer: '-$24,000',
    });
  });
});
