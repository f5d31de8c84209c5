import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import { neverSettles } from '../../storybook/playHelpers';
import { DevicesPanel } from './DevicesPanel';

const meta = {
  title: 'Sections/AccountSettings/Devices',
  component: DevicesPanel,
  parameters: { chromatic: { modes: responsiveModes } },
  args: { onSignOutOthers: fn(), onSignOutEverywhere: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof DevicesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two ways out: the other devices, or every device. The site reports the outcome in a toast. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of other devices' }));
    await expect(args.onSignOutOthers).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere' }));
    await expect(args.onSignOutEverywhere).toHaveBeenCalledTimes(1);
  },
};

/** While the other sessions end: both buttons wait. */
export const Pending: Story = {
  args: { onSignOutOthers: fn(neverSettles) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of other devices' }));
    await expect(
      await canvas.findByRole('button', { name: /Signing out of other devices…/ }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere' })).toBeDisabled();
  },
};
