import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allModes, responsiveModes } from '../../storybook/modes';
import { CheckoutNotice } from './CheckoutNotice';

const meta = {
  title: 'Sections/Checkout/CheckoutNotice',
  component: CheckoutNotice,
  parameters: {
    chromatic: { modes: { mobile: responsiveModes.mobile, desktop: responsiveModes.desktop } },
  },
  args: { outcome: 'pending' },
  decorators: [(Story) => <div style={{ width: 'min(560px, 100%)', padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof CheckoutNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from paying, the provider's confirmation not in yet. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming your payment…');
  },
};

/** The confirmation is in. */
export const Success: Story = {
  args: { outcome: 'success' },
  parameters: {
    chromatic: { modes: { mobile: responsiveModes.mobile, 'brand-b': allModes['brand-b'] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment received. It’s yours.');
  },
};

/** A plan's checkout words its success its own way. */
export const PlanSuccess: Story = {
  args: { outcome: 'success', labels: { successTitle: 'Your plan is active.', successBody: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Your plan is active\.$/);
  },
};

/** No confirmation after a while: still calm, and what to do. */
export const Late: Story = { args: { outcome: 'late' } };

/** The visitor left the checkout: nothing charged, nothing changed. */
export const Cancelled: Story = {
  args: { outcome: 'cancelled' },
  parameters: {
    chromatic: { modes: { mobile: responsiveModes.mobile, 'brand-b': allModes['brand-b'] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Checkout cancelled.Nothing was charged.',
    );
  },
};
