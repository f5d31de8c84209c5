import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ToggleCard, type ToggleCardProps } from './ToggleCard';

// Controlled component: the story holds the state so clicks visibly toggle the card.
function ControlledToggle(args: ToggleCardProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <div style={{ width: 'min(360px, 90vw)' }}>
      <ToggleCard
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/ToggleCard',
  component: ToggleCard,
  args: {
    label: 'Performance marketing',
    description: 'Paid social and search campaigns, tuned weekly.',
    meta: '+$200 / person',
    checked: false,
    onCheckedChange: fn(),
  },
  render: (args) => <ControlledToggle {...args} />,
} satisfies Meta<typeof ToggleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An add-on that is off. */
export const Default: Story = {};

/** Switched on: ember border and fill, with a checked box. */
export const Checked: Story = { args: { checked: true } };

/** Just a label, for simple opt-ins. */
export const LabelOnly: Story = {
  args: { label: 'Extra help', description: undefined, meta: undefined },
};

/** Cannot be changed, and says so to assistive tech. */
export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Performance marketing' })).toBeDisabled();
  },
};

/** Click and Space both toggle the checkbox. */
export const Interaction: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Performance marketing' });
    await userEvent.click(canvas.getByText('Performance marketing'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);

    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Off and on, with and without details, side by side for review. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, minmax(0, 320px))' }}>
      <ToggleCard {...args} checked={false} />
      <ToggleCard {...args} checked />
      <ToggleCard
        {...args}
        label="Extra help"
        description={undefined}
        meta="+$150 / person"
        checked={false}
      />
      <ToggleCard
        {...args}
        label="Extra help"
        description={undefined}
        meta="+$150 / person"
        checked
      />
    </div>
  ),
};
