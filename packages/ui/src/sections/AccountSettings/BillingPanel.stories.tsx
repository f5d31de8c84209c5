import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { allModes, responsiveModes } from '../../storybook/modes';
import { neverSettles } from '../../storybook/playHelpers';
import { formatMoney } from '@outpace/core/pricing';
import { BillingPanel } from './BillingPanel';

const purchases = [
  {
    id: 'p2',
    name: 'Northwind',
    amount: formatMoney(2999, 'usd'),
    createdAt: '2026-11-20T09:30:00Z',
    receiptUrl: 'https://pay.example/receipts/2',
  },
  {
    id: 'p1',
    name: 'Aurora',
    amount: formatMoney(2999, 'usd'),
    createdAt: '2026-10-02T16:05:00Z',
    receiptUrl: null,
  },
];

const meta = {
  title: 'Sections/AccountSettings/Billing',
  component: BillingPanel,
  parameters: { chromatic: { modes: responsiveModes } },
  args: { purchases, onManageBilling: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof BillingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Templates bought, newest first, with amount, date and receipt; the portal one press away. */
export const WithPurchases: Story = {
  parameters: { chromatic: { modes: { ...responsiveModes, 'brand-b': allModes['brand-b'] } } },
  play: async ({ canvas, userEvent, args }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Northwind$29.99 · November 20, 2026');
    await expect(
      canvas.getByRole('link', { name: 'Receipt for Northwind (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://pay.example/receipts/2');
    await expect(items[1]).not.toHaveTextContent('Receipt');
    await userEvent.click(canvas.getByRole('button', { name: 'Manage billing' }));
    await expect(args.onManageBilling).toHaveBeenCalledTimes(1);
  },
};

/** Nothing bought and no plan: nothing to manage yet. */
export const Empty: Story = {
  args: { purchases: [], onManageBilling: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No templates bought yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  },
};

/** While the purchases load. */
export const Loading: Story = {
  args: { purchases: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your purchases');
  },
};

/** The portal is opening: the button waits. */
export const Opening: Story = {
  args: { onManageBilling: fn(neverSettles) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Manage billing' }));
    await expect(await canvas.findByRole('button', { name: /Opening billing…/ })).toBeDisabled();
  },
};

/** The purchases could not be read, and the portal did not open. */
export const Errors: Story = {
  args: {
    purchasesError: 'Your purchases could not be loaded. Reload the page to try again.',
    manageError: 'The billing portal did not open. Try again in a moment.',
  },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('Your purchases could not be loaded.');
    await expect(alerts[1]).toHaveTextContent('The billing portal did not open.');
  },
};

/** Payments given back or contested: each says so after its amount. */
export const RefundsAndDisputes: Story = {
  args: {
    purchases: [
      { ...purchases[0]!, id: 'p5', status: 'refunding' },
      {
        ...purchases[0]!,
        id: 'p4',
        name: 'Lumen',
        status: 'refunded',
        refunded: purchases[0]!.amount,
      },
      { ...purchases[1]!, id: 'p3', name: 'Meridian', status: 'disputed' },
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Paid twice: being refunded');
    await expect(items[1]).toHaveTextContent('Refunded $29.99');
    await expect(items[2]).toHaveTextContent('Disputed');
  },
};
