import { describe, expect, it } from 'vitest';
import { calculateQuote } from './calculateQuote';
import { PricingInputError } from './PricingInputError';
import type { CalculatorInput, GrowthKind, Quote, Speed } from './types';

// The expected prices are written out from docs/product.md#calculator-pricing on purpose, not imported from constants.ts, so a
// typo in the constants cannot make the implementation and the test agree on a wrong number.
function expectedQuote(input: CalculatorInput): Quote {
  const { kind, people, performanceMarketing, extraHelp, speed } = input;

  let base: number;
  let perExtra: number;
  let agencyPerExtra: number;
  let freelancerPerExtra: number;
  switch (kind) {
    case 'design':
      [base, perExtra, agencyPerExtra, freelancerPerExtra] = [2000, 500, 2000, 1000];
      break;
    case 'development':
      [base, perExtra, agencyPerExtra, freelancerPerExtra] = [1500, 400, 2000, 1000];
      break;
    case 'both':
      [base, perExtra, agencyPerExtra, freelancerPerExtra] = [3000, 800, 4000, 2000];
      break;
  }

  let speedPerPerson: number;
  switch (speed) {
    case 'rush':
      speedPerPerson = 500;
      break;
    case 'fast':
      speedPerPerson = 200;
      break;
    case 'regular':
      speedPerPerson = 0;
      break;
  }

  const teamPrice = Math.max(base, base + (people - 1) * perExtra);
  const performanceMarketingCost = performanceMarketing ? 200 * people : 0;
  const extraHelpCost = extraHelp ? 150 * people : 0;
  const speedCost = speedPerPerson * people;
  const total = teamPrice + performanceMarketingCost + extraHelpCost + speedCost;
  const typicalAgencyMinimum = 15000 + (people - 1) * agencyPerExtra;
  const freelancerMinimum = 8000 + (people - 1) * freelancerPerExtra;

  return {
    input,
    teamPrice,
    performanceMarketingCost,
    extraHelpCost,
    addOnsCost: performanceMarketingCost + extraHelpCost,
    speedCost,
    total,
    typicalAgencyMinimum,
    freelancerMinimum,
    savingVsAgency: typicalAgencyMinimum - total,
    savingVsFreelancer: freelancerMinimum - total,
  };
}

const kinds: GrowthKind[] = ['design', 'development', 'both'];
const speeds: Speed[] = ['rush', 'fast', 'regular'];
const teamSizes = [1, 2, 3, 4, 5, 6];
const onOff = [false, true];

const allCombinations: CalculatorInput[] = kinds.flatMap((kind) =>
  teamSizes.flatMap((people) =>
    onOff.flatMap((performanceMarketing) =>
      onOff.flatMap((extraHelp) =>
        speeds.map((speed) => ({ kind, people, performanceMarketing, extraHelp, speed })),
      ),
    ),
  ),
);

function describeInput(input: CalculatorInput): string {
  const addOns =
    [input.performanceMarketing && 'performance marketing', input.extraHelp && 'extra help']
      .filter(Boolean)
      .join(' + ') || 'no add-ons';
  return `${input.kind}, ${input.people} people, ${addOns}, ${input.speed}`;
}

describe('calculateQuote', () => {
  it('does cover all 216 input combinations', () => {
    expect(allCombinations).toHaveLength(3 * 6 * 2 * 2 * 3);
    expect(new Set(allCombinations.map(describeInput)).size).toBe(216);
  });

  it.each(allCombinations.map((input) => [describeInput(input), input] as const))(
    'does price %s per spec',
    (_name, input) => {
      expect(calculateQuote(input)).toEqual(expectedQuote(input));
    },
  );

  describe('hand-computed spot checks', () => {
    it('does price the defaults (both, 5 people, no add-ons, regular)', () => {
      const quote = calculateQuote({
        kind: 'both',
        people: 5,
        performanceMarketing: false,
        extraHelp: false,
        speed: 'regular',
      });
      // team 3000 + 4 × 800; agency 15000 + 4 × 4000; freelancer 8000 + 4 × 2000
      expect(quote.teamPrice).toBe(6200);
      expect(quote.addOnsCost).toBe(0);
      expect(quote.speedCost).toBe(0);
      expect(quote.total).toBe(6200);
      expect(quote.typicalAgencyMinimum).toBe(31000);
      expect(quote.freelancerMinimum).toBe(16000);
      expect(quote.savingVsAgency).toBe(24800);
      expect(quote.savingVsFreelancer).toBe(9800);
    });

    it('does price design, 1 person, both add-ons, rush', () => {
      expect(
        calculateQuote({
          kind: 'design',
          people: 1,
          performanceMarketing: true,
          extraHelp: true,
          speed: 'rush',
        }),
      ).toMatchObject({
        teamPrice: 2000,
        performanceMarketingCost: 200,
        extraHelpCost: 150,
        addOnsCost: 350,
        speedCost: 500,
        total: 2850,
        typicalAgencyMinimum: 15000,
        freelancerMinimum: 8000,
        savingVsAgency: 12150,
        savingVsFreelancer: 5150,
      });
    });

    it('does price development, 6 people, performance marketing, fast', () => {
      // team 1500 + 5 × 400; add-on 200 × 6; speed 200 × 6; agency 15000 + 5 × 2000; freelancer 8000 + 5 × 1000
      expect(
        calculateQuote({
          kind: 'development',
          people: 6,
          performanceMarketing: true,
          extraHelp: false,
          speed: 'fast',
        }),
      ).toMatchObject({
        teamPrice: 3500,
        performanceMarketingCost: 1200,
        extraHelpCost: 0,
        addOnsCost: 1200,
        speedCost: 1200,
        total: 5900,
        typicalAgencyMinimum: 25000,
        freelancerMinimum: 13000,
        savingVsAgency: 19100,
        savingVsFreelancer: 7100,
      });
    });

    it('does price the most expensive option (both, 6 people, both add-ons, rush)', () => {
      // team 3000 + 5 × 800; add-ons (200 + 150) × 6; speed 500 × 6; agency 15000 + 5 × 4000; freelancer 8000 + 5 × 2000
      expect(
        calculateQuote({
          kind: 'both',
          people: 6,
          performanceMarketing: true,
          extraHelp: true,
          speed: 'rush',
        }),
      ).toMatchObject({
        teamPrice: 7000,
        addOnsCost: 2100,
        speedCost: 3000,
        total: 12100,
        typicalAgencyMinimum: 35000,
        freelancerMinimum: 18000,
        savingVsAgency: 22900,
        savingVsFreelancer: 5900,
      });
    });
  });

  it('does keep every saving positive across the whole 1–6 range', () => {
    // Documents a property of today's numbers; the engine itself keeps the sign either way.
    for (const input of allCombinations) {
      const quote = calculateQuote(input);
      expect(quote.savingVsAgency).toBeGreaterThan(0);
      expect(quote.savingVsFreelancer).toBeGreaterThan(0);
    }
  });

  it.each([
    [0, 1],
    [-3, 1],
    [7, 6],
    [2.4, 2],
    [2.5, 3],
    [Infinity, 6],
    [-Infinity, 1],
  ])('does price people %s as %s people', (people, pricedAs) => {
    const quote = calculateQuote({
      kind: 'design',
      people,
      performanceMarketing: true,
      extraHelp: false,
      speed: 'fast',
    });
    expect(quote.input.people).toBe(pricedAs);
    expect(quote).toEqual(
      expectedQuote({
        kind: 'design',
        people: pricedAs,
        performanceMarketing: true,
        extraHelp: false,
        speed: 'fast',
      }),
    );
  });

  it('does refuse an input that cannot be normalised', () => {
    const input = {
      kind: 'seo',
      people: 2,
      performanceMarketing: false,
      extraHelp: false,
      speed: 'fast',
    };
    expect(() => calculateQuote(input as unknown as CalculatorInput)).toThrow(PricingInputError);
  });

  it('does return a frozen quote with a frozen input', () => {
    const quote = calculateQuote({
      kind: 'both',
      people: 5,
      performanceMarketing: false,
      extraHelp: false,
      speed: 'regular',
    });
    expect(Object.isFrozen(quote)).toBe(true);
    expect(Object.isFrozen(quote.input)).toBe(true);
  });
});
