import type { Locator } from '@playwright/test';
import { expect, holdSectionCode, test } from './fixtures';

/** Clicks the card (label) of a radio or checkbox, the way a visitor picks an option. */
async function pick(scope: Locator, role: 'radio' | 'checkbox', name: string) {
  const input = scope.getByRole(role, { name, exact: true });
  // `has` is resolved inside each label, so it takes a locator without the outer scope.
  await scope
    .locator('label')
    .filter({ has: scope.page().getByRole(role, { name, exact: true }) })
    .click();
  await expect(input).toBeChecked();
}

/** Expected figures worked out by hand from docs/product.md#calculator-pricing (not from the engine under test). */
const cases = [
  {
    name: 'the defaults (both, 5 people, no add-ons, regular)',
    kind: null,
    people: null,
    addOns: [],
    speed: null,
    figures: {
      estimate: '$6,200',
      agency: '$31,000',
      freelancer: '$16,000',
      vsAgency: '$24,800',
      vsFreelancer: '$9,800',
    },
  },
  {
    name: 'design, 1 person, regular',
    kind: 'Design',
    people: 'Home',
    addOns: [],
    speed: null,
    figures: {
      estimate: '$2,000',
      agency: '$15,000',
      freelancer: '$8,000',
      vsAgency: '$13,000',
      vsFreelancer: '$6,000',
    },
  },
  {
    name: 'development, 6 people, both add-ons, rush',
    kind: 'Development',
    people: 'End',
    addOns: ['Performance marketing', 'Extra help'],
    speed: 'Rush (within 7 days)',
    figures: {
      estimate: '$8,600',
      agency: '$25,000',
      freelancer: '$13,000',
      vsAgency: '$16,400',
      vsFreelancer: '$4,400',
    },
  },
  {
    name: 'both, 3 people, performance marketing, fast',
    kind: 'Both',
    people: 'ArrowLeft ArrowLeft',
    addOns: ['Performance marketing'],
    speed: 'Fast (within 14 days)',
    figures: {
      estimate: '$5,800',
      agency: '$23,000',
      freelancer: '$12,000',
      vsAgency: '$17,200',
      vsFreelancer: '$6,200',
    },
  },
] as const;

test.describe('calculator', () => {
  for (const example of cases) {
    test(`prices ${example.name}`, async ({ page }) => {
      await page.goto('/#calculator');
      const calculator = page.locator('#calculator');
      if (example.kind) await pick(calculator, 'radio', example.kind);
      if (example.people) {
        await calculator.getByRole('slider', { name: 'Team size' }).focus();
        for (const key of example.people.split(' ')) await page.keyboard.press(key);
      }
      for (const addOn of example.addOns) await pick(calculator, 'checkbox', addOn);
      if (example.speed) await pick(calculator, 'radio', example.speed);

      const results = calculator.getByRole('group', { name: 'Your estimate' });
      await expect(results.getByTestId('calculator-estimate')).toHaveText(example.figures.estimate);
      for (const figure of Object.values(example.figures))
        await expect(results).toContainText(figure);
    });
  }

  test('starts at the spec defaults and shows the people count', async ({ page }) => {
    await page.goto('/');
    const calculator = page.locator('#calculator');
    // The section's code loads as the visitor nears it; the slider's thumb is drawn once it has.
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator.getByRole('radio', { name: 'Both', exact: true })).toBeChecked();
    await expect(calculator.getByRole('slider', { name: 'Team size' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    await expect(calculator.getByText('5 people')).toBeVisible();
    await expect(
      calculator.getByRole('checkbox', { name: 'Performance marketing' }),
    ).not.toBeChecked();
    await expect(calculator.getByRole('checkbox', { name: 'Extra help' })).not.toBeChecked();
    await expect(calculator.getByRole('radio', { name: 'Regular' })).toBeChecked();
  });

  test('keeps the slider within 1 to 6 and moves 10 steps with Page Up (clamped)', async ({
    page,
  }) => {
    await page.goto('/#calculator');
    const slider = page.locator('#calculator').getByRole('slider', { name: 'Team size' });
    await slider.focus();
    await page.keyboard.press('PageUp');
    await expect(slider).toHaveAttribute('aria-valuenow', '6');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
  });

  test('announces the new estimate politely and keeps its layout while digits change', async ({
    page,
  }) => {
    await page.goto('/#calculator');
    const calculator = page.locator('#calculator');
    const results = calculator.getByRole('group', { name: 'Your estimate' });
    const before = await results.boundingBox();
    await pick(calculator, 'radio', 'Development');
    await calculator.getByRole('slider', { name: 'Team size' }).focus();
    await page.keyboard.press('Home');
    const live = calculator.getByTestId('calculator-announcement');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveText(
      'Estimate $1,500. You save $13,500 compared with a typical agency.',
    );
    const after = await results.boundingBox();
    expect(after?.width).toBe(before?.width);
    expect(after?.height).toBe(before?.height);
  });

  test('prices the last of quick picks across both radio steps, each in its own task', async ({
    page,
  }) => {
    await page.goto('/#calculator');
    const calculator = page.locator('#calculator');
    await calculator.getByRole('slider', { name: 'Team size' }).focus();
    await page.keyboard.press('Home');
    // The cards report their pick after the frame that paints it; these taps come faster than that.
    await calculator.evaluate(async (section) => {
      for (const name of ['Development', 'Rush', 'Design', 'Regular']) {
        const card = [...section.querySelectorAll('label')].find((label) =>
          label.textContent?.startsWith(name),
        );
        card?.click();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    });

    await expect(calculator.getByRole('radio', { name: 'Design', exact: true })).toBeChecked();
    await expect(calculator.getByRole('radio', { name: 'Regular' })).toBeChecked();
    // Design, 1 person, regular: the second case above.
    const results = calculator.getByRole('group', { name: 'Your estimate' });
    await expect(results.getByTestId('calculator-estimate')).toHaveText('$2,000');
    await expect(results).toContainText('$15,000');
  });

  test('keeps the choices a visitor made before the calculator became interactive', async ({
    page,
  }) => {
    // The calculator's code is held back while the visitor picks options.
    const release = await holdSectionCode(page, 'CalculatorSection');
    await page.goto('/#calculator');
    const calculator = page.locator('#calculator');
    await pick(calculator, 'radio', 'Development');
    await pick(calculator, 'checkbox', 'Extra help');
    await pick(calculator, 'radio', 'Fast (within 14 days)');
    release();

    // Development, 5 people: 1,500 + 4 × 400 = 3,100; extra help 5 × 150; fast 5 × 200 (docs/product.md#calculator-pricing).
    const results = calculator.getByRole('group', { name: 'Your estimate' });
    await expect(results.getByTestId('calculator-estimate')).toHaveText('$4,850');
    await expect(results).toContainText('$23,000');
    await expect(calculator.getByRole('radio', { name: 'Development', exact: true })).toBeChecked();
  });
});
