import { normalizeInput } from '@outpace/core/pricing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { reflowModes, responsiveModes } from '../../storybook/modes';
import { Button } from '../../primitives/Button';
import { Calculator, type CalculatorProps } from './Calculator';
import type { CalculatorValue } from './Calculator.types';
import {
  calculatorArgs,
  defaultCalculatorValue,
  figuresFor,
  maxCalculatorValue,
  minCalculatorValue,
} from './Calculator.fixtures';
import { withStaticMotion } from '../../storybook/decorators';
import { ArrowRightIcon } from '../../icons';

/*
 * The page owns the inputs and prices them with the core engine; so do these stories, as the site does: a
 * little state owns `value`, checked by the engine, and every control visibly updates the results.
 * (Storybook's `useArgs` does not re-render stories run as tests, so plain React state it is; the key below
 * resets it when the `value` control changes.)
 */
function LiveCalculator(args: CalculatorProps) {
  const [value, setValue] = useState(() => normalizeInput(args.value));
  return (
    <Calculator
      {...args}
      value={value}
      figures={figuresFor(value)}
      onChange={(next) => {
        args.onChange(next);
        setValue(normalizeInput(next));
      }}
    />
  );
}

const meta = {
  title: 'Sections/Calculator',
  component: Calculator,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: {
    ...calculatorArgs,
    onChange: fn(),
    action: (
      <Button href="#book-call" size="lg" fullWidth iconEnd={<ArrowRightIcon />}>
        Book a call about this estimate
      </Button>
    ),
  },
  argTypes: {
    figures: { control: false, description: 'Computed from `value` in these stories.' },
    action: { control: false },
    kindOptions: { control: false },
    speedOptions: { control: false },
    addOns: { control: false },
  },
  render: (args) => <LiveCalculator key={JSON.stringify(args.value)} {...args} />,
} satisfies Meta<typeof Calculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const resultsPanel = (canvas: { getByRole: (role: 'group', o: { name: string }) => HTMLElement }) =>
  canvas.getByRole('group', { name: 'Your estimate' });

/** The engine's defaults: both, 5 people, no add-ons, regular speed ($6,200). */
export const Default: Story = {
  parameters: { chromatic: { modes: reflowModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Estimate your growth sprint',
    );
    await expect(canvas.getByRole('radio', { name: 'Both' })).toBeChecked();
    await expect(canvas.getByRole('slider', { name: 'Team size' })).toHaveAttribute(
      'aria-valuetext',
      '5 people',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Performance marketing' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Extra help' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Regular' })).toBeChecked();
    await expect(canvas.getByTestId('calculator-estimate')).toHaveTextContent('$6,200');
    await expect(resultsPanel(canvas)).toHaveTextContent('$24,800');
    await expect(
      canvas.getByRole('link', { name: 'Book a call about this estimate' }),
    ).toBeVisible();
  },
};

const kindStory = (kind: CalculatorValue['kind'], label: string, estimate: string): Story => ({
  args: { value: { ...defaultCalculatorValue, kind } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: label })).toBeChecked();
    await expect(canvas.getByTestId('calculator-estimate')).toHaveTextContent(estimate);
  },
});

/** Design only, 5 people. */
export const Design: Story = kindStory('design', 'Design', '$4,000');

/** Development only, 5 people. */
export const Development: Story = kindStory('development', 'Development', '$3,100');

/** Design and development together, 5 people (the default kind). */
export const Both: Story = kindStory('both', 'Both', '$6,200');

/** The smallest quote: one developer at the regular pace. */
export const Minimum: Story = {
  args: { value: minCalculatorValue },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Team size' })).toHaveAttribute(
      'aria-valuetext',
      '1 person',
    );
    await expect(canvas.getByTestId('calculator-estimate')).toHaveTextContent('$1,500');
  },
};

/** The largest quote: both, six people, rush, both add-ons ($12,100: one more digit, same layout). */
export const Maximum: Story = {
  args: { value: maxCalculatorValue },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Rush (within 7 days)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Performance marketing' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Extra help' })).toBeChecked();
    await expect(canvas.getByTestId('calculator-estimate')).toHaveTextContent('$12,100');
  },
};

/** Without a call to action (the slot is optional). */
export const WithoutAction: Story = { args: { action: undefined } };

/**
 * Every control by role: pick Design, move the slider with the keyboard, toggle an add-on, pick Rush. Each
 * change reports the complete next inputs; the results panel keeps its exact size while the digits change;
 * the live region settles on one short sentence.
 */
export const Interaction: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas, userEvent, step }) => {
    const panel = resultsPanel(canvas);
    const initial = panel.getBoundingClientRect();
    const expectSteadyPanel = () => {
      const now = panel.getBoundingClientRect();
      expect(now.width).toBe(initial.width);
      expect(now.height).toBe(initial.height);
    };
    const estimate = canvas.getByTestId('calculator-estimate');

    await step('choose Design', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Design' }));
      // A radio step reports its pick in the first task after the frame that paints it.
      await waitFor(() =>
        expect(args.onChange).toHaveBeenLastCalledWith({
          ...defaultCalculatorValue,
          kind: 'design',
        }),
      );
      await waitFor(() => expect(estimate).toHaveTextContent('$4,000'));
      expectSteadyPanel();
    });

    await step('move the slider with the keyboard', async () => {
      const slider = canvas.getByRole('slider', { name: 'Team size' });
      slider.focus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(args.onChange).toHaveBeenLastCalledWith({
        ...defaultCalculatorValue,
        kind: 'design',
        people: 4,
      });
      await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '4 people'));
      await expect(canvas.getByText('4 people')).toBeVisible();
      await waitFor(() => expect(estimate).toHaveTextContent('$3,500'));
      expectSteadyPanel();
    });

    await step('toggle an add-on', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Performance marketing' }));
      await expect(args.onChange).toHaveBeenLastCalledWith({
        ...defaultCalculatorValue,
        kind: 'design',
        people: 4,
        performanceMarketing: true,
      });
      await waitFor(() => expect(estimate).toHaveTextContent('$4,300'));
      expectSteadyPanel();
    });

    await step('select Rush', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Rush (within 7 days)' }));
      await waitFor(() =>
        expect(args.onChange).toHaveBeenLastCalledWith({
          kind: 'design',
          people: 4,
          performanceMarketing: true,
          extraHelp: false,
          speed: 'rush',
        }),
      );
      await waitFor(() => expect(estimate).toHaveTextContent('$6,300'));
      expectSteadyPanel();
    });

    await step('announce one settled sentence', async () => {
      const live = canvas.getByTestId('calculator-announcement');
      await expect(live).toHaveAttribute('aria-live', 'polite');
      await expect(live).toHaveAttribute('aria-atomic', 'true');
      await waitFor(() =>
        expect(live).toHaveTextContent(
          'Estimate $6,300. You save $14,700 compared with a typical agency.',
        ),
      );
    });

    await step('keep the panel size from 4 to 5 digits and back', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Both' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Extra help' }));
      canvas.getByRole('slider', { name: 'Team size' }).focus();
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(estimate).toHaveTextContent('$12,100'));
      expectSteadyPanel();
      await userEvent.click(canvas.getByRole('radio', { name: 'Development' }));
      canvas.getByRole('slider', { name: 'Team size' }).focus();
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(estimate).toHaveTextContent('$2,350'));
      expectSteadyPanel();
    });
  },
};

/** Phone width (375 px) for local review; Chromatic covers every width through the modes. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { chromatic: { disableSnapshot: true } },
};

/** Tablet width (768 px): the results card spans the page under the controls. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  parameters: { chromatic: { disableSnapshot: true } },
};

/** Desktop width (1280 px): controls left, sticky results card right. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { chromatic: { disableSnapshot: true } },
};

/** Reduced motion: cards and the slider thumb change state without transitions. */
export const ReducedMotion: Story = {
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  decorators: [withStaticMotion],
};
