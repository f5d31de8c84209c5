import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { formatUsd } from '@outpace/core/pricing';
import { Slider, type SliderProps } from './Slider';

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

// Controlled component: the story owns the value so dragging and keys visibly move the thumb.
function ControlledSlider(args: SliderProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ width: 'min(420px, 85vw)' }}>
      <Slider
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  args: {
    label: 'Team size',
    min: 1,
    max: 6,
    step: 1,
    value: 3,
    formatValue: people,
    marks: [1, 2, 3, 4, 5, 6].map((value) => ({ value, label: value })),
    onValueChange: fn(),
  },
  argTypes: { formatValue: { control: false }, marks: { control: false } },
  render: (args) => <ControlledSlider {...args} />,
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** People on the project, 1 to 6, with a labelled tick per step. */
export const Default: Story = {};

/** A wide range without ticks, formatted as money. */
export const Currency: Story = {
  args: {
    label: 'Monthly ad budget',
    min: 0,
    max: 20000,
    step: 500,
    value: 4500,
    formatValue: formatUsd,
    marks: undefined,
  },
};

/** Fractional steps stay clean: no float noise in the value. */
export const FractionalStep: Story = {
  args: {
    label: 'Overlay opacity',
    min: 0,
    max: 1,
    step: 0.05,
    value: 0.35,
    formatValue: (n) => `${Math.round(n * 100)}%`,
    marks: [0, 0.5, 1].map((value) => ({ value, label: `${value * 100}%` })),
  },
};

/** A value outside the range is shown clamped and snapped to the step. */
export const OutOfRangeValue: Story = {
  args: { value: 9.4 },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Team size' });
    await expect(slider).toHaveAttribute('aria-valuenow', '6');
    await expect(slider).toHaveAttribute('aria-valuetext', '6 people');
  },
};

/** Cannot be moved and leaves the tab order. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Team size' })).not.toHaveAttribute('tabindex');
  },
};

/** Arrows move one step; Page Up/Down and Shift+arrows move ten; Home and End jump to the bounds. */
export const Keyboard: Story = {
  args: {
    label: 'Progress',
    min: 0,
    max: 100,
    step: 1,
    value: 50,
    formatValue: (n) => `${n}%`,
    marks: undefined,
  },
  play: async ({ canvas, args, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Progress' });
    slider.focus();
    const steps: [string, number][] = [
      ['{ArrowRight}', 51],
      ['{ArrowUp}', 52],
      ['{ArrowLeft}', 51],
      ['{PageUp}', 61],
      ['{PageDown}', 51],
      ['{Shift>}{ArrowRight}{/Shift}', 61],
      ['{Shift>}{ArrowLeft}{/Shift}', 51],
      ['{Shift>}{ArrowDown}{/Shift}', 41],
      ['{End}', 100],
      ['{PageUp}', 100],
      ['{Home}', 0],
      ['{Shift>}{ArrowLeft}{/Shift}', 0],
    ];
    for (const [keys, expected] of steps) {
      await userEvent.keyboard(keys);
      await expect(slider).toHaveAttribute('aria-valuenow', String(expected));
    }
    await expect(slider).toHaveAttribute('aria-valuetext', '0%');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
  },
};

/** Ten-step jumps stop at the bounds of a short range. */
export const ClampedJumps: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Team size' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '4');
    await expect(slider).toHaveAttribute('aria-valuetext', '4 people');
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '6');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '6');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuetext', '1 person');
  },
};
