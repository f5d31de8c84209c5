import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { RadioCardGroup, type RadioCardGroupProps } from './RadioCardGroup';

const kindOptions = [
  {
    value: 'design',
    label: 'Design',
    description: 'Brand, UI and landing pages, delivered in Figma.',
  },
  {
    value: 'development',
    label: 'Development',
    description: 'Production builds in Framer or React, wired to your stack.',
  },
  {
    value: 'both',
    label: 'Both',
    description: 'One team from first sketch to launch, with no hand-off.',
  },
];

const speedOptions = [
  {
    value: 'rush',
    label: 'Rush',
    description: 'We clear the calendar for you.',
    meta: 'Within 7 days',
  },
  {
    value: 'fast',
    label: 'Fast',
    description: 'Priority slot in the next sprint.',
    meta: 'Within 14 days',
  },
  {
    value: 'regular',
    label: 'Regular',
    description: 'Our standard, unhurried pace.',
    meta: 'Standard timeline',
  },
];

// Cards are controlled; the story keeps the value so clicks and arrow keys visibly move the selection.
function ControlledGroup(args: RadioCardGroupProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ width: 'min(880px, 90vw)' }}>
      <RadioCardGroup
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
  title: 'Primitives/RadioCardGroup',
  component: RadioCardGroup,
  args: {
    legend: 'What do you need?',
    options: kindOptions,
    value: 'both',
    columns: 3,
    onValueChange: fn(),
  },
  render: (args) => <ControlledGroup {...args} />,
} satisfies Meta<typeof RadioCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three project kinds side by side; the selected card carries the ember border, fill and check. */
export const Default: Story = {};

/** Cards with a meta line pinned to the bottom, e.g. delivery times. */
export const WithMeta: Story = {
  args: { legend: 'How fast?', options: speedOptions, value: 'regular' },
};

/** Nothing chosen yet: every card is at rest and Tab lands on the first one. */
export const Unselected: Story = { args: { value: undefined } };

/** Legend hidden visually when a heading nearby already names the group; it still names the group. */
export const HiddenLegend: Story = {
  args: { hideLegend: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'What do you need?' })).toBeInTheDocument();
  },
};

/** A single column, for narrow sidebars. */
export const SingleColumn: Story = {
  args: { columns: 1, options: speedOptions, value: 'fast', legend: 'How fast?' },
};

/**
 * In a container too narrow for three cards of `minCardWidth` (a 540 px sidebar here), the cards stack in one
 * column instead of squeezing a label under the next card, however wide the screen is.
 */
export const NarrowContainer: Story = {
  render: (args) => (
    <div style={{ width: 540 }}>
      <RadioCardGroup {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [design, development] = canvas
      .getAllByRole('radio')
      .map((radio) => radio.parentElement?.getBoundingClientRect());
    await expect(development?.top).toBeGreaterThanOrEqual(design?.bottom ?? Infinity);
  },
};

/** A disabled fieldset disables every card. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Pointer and arrow keys select, like native radios. */
export const Interaction: Story = {
  args: { value: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByText('Design'));
    await expect(canvas.getByRole('radio', { name: 'Design' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('design');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Development' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Development' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Both' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Design' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('both');
  },
};

/** Tab enters the group once, on the checked card, and the next Tab leaves it. */
export const TabStop: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'start' }}>
      <Button variant="secondary" size="sm">
        Before
      </Button>
      <ControlledGroup {...args} />
      <Button variant="secondary" size="sm">
        After
      </Button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Both' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
  },
};
