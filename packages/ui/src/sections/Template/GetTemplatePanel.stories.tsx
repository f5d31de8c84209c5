import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { allModes } from '../../storybook/modes';
import { GetTemplatePanel } from './GetTemplatePanel';
import { panelStates } from './Template.fixtures';

// The panel sits in a column at most ~460 px wide; phone and brand modes are what change it.
const panelModes = {
  mobile: allModes.mobile,
  desktop: allModes.desktop,
  'brand-b': allModes['brand-b'],
};

const meta = {
  title: 'Sections/Template/GetTemplatePanel',
  component: GetTemplatePanel,
  parameters: { chromatic: { modes: panelModes } },
  args: { templateName: 'Northwind', state: panelStates.checking },
  decorators: [(Story) => <div style={{ width: 'min(460px, 100%)' }}>{Story()}</div>],
} satisfies Meta<typeof GetTemplatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site's buyer terms, as it passes them: the refund rule and its policy pages. */
const terms = (
  <>
    Not what we described? Full refund within 14 days. <a href="/refunds">Refund policy</a> ·{' '}
    <a href="/terms">Terms</a>
  </>
);

export const Checking: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Checking whether you have this template',
    );
  },
};

export const SignedOutFree: Story = {
  args: { state: panelStates.signedOutFree },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in to get it' })).toHaveAttribute(
      'href',
      panelStates.signedOutFree.signInHref,
    );
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeVisible();
  },
};

/** Signed out, Paid: the price, signing in to buy, the plans, and the buyer's terms under them. */
export const SignedOutPaid: Story = {
  args: { state: panelStates.signedOutPaid, terms },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
      'href',
      '/refunds',
    );
    await expect(canvas.getByText('$29.99, or included in a subscription.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in to buy' })).toHaveAttribute(
      'href',
      panelStates.signedOutPaid.signInHref,
    );
    await expect(
      canvas.getByRole('link', { name: 'Every paid template with a plan: see the plans' }),
    ).toHaveAttribute('href', '/plans');
  },
};

export const Free: Story = {
  args: { state: { ...panelStates.free, onGet: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get it free' }));
    await expect(args.state.status === 'free' && args.state.onGet).toHaveBeenCalledOnce();
  },
};

export const Getting: Story = {
  args: { state: panelStates.getting },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Getting it…' })).toBeDisabled();
  },
};

export const FreeFailed: Story = { args: { state: panelStates.freeFailed } };

/** Paid, signed in, no purchase and no active subscription: buy it, or see the plans; no remix link. */
export const PaidWithoutPlan: Story = {
  args: { state: { ...panelStates.paid, onBuy: fn() }, terms },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('link', { name: /Open in Framer/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /see the plans/ })).toHaveAttribute(
      'href',
      '/plans',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Buy for $29.99' }));
    await expect(args.state.status === 'paid' && args.state.onBuy).toHaveBeenCalledOnce();
    // The capture shows the panel at rest, not the pressed button's focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The checkout is being opened: one press only. */
export const Buying: Story = {
  args: { state: panelStates.buying },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Opening checkout…' })).toBeDisabled();
  },
};

/** The checkout did not open: why, and the button to try again. */
export const BuyFailed: Story = {
  args: { state: panelStates.buyFailed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The checkout could not be opened');
    await expect(canvas.getByRole('button', { name: 'Buy for $29.99' })).toBeEnabled();
  },
};

/** Back from paying, until the payment provider's confirmation reaches the server. */
export const Confirming: Story = {
  args: { state: panelStates.confirming },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming your payment…');
  },
};

export const Owned: Story = {
  args: { state: panelStates.owned },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You own this')).toBeVisible();
    const link = canvas.getByRole('link', {
      name: 'Open in Framer: Northwind (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const IncludedInPlan: Story = {
  args: { state: panelStates.included },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Included in your plan')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { ...panelStates.error, onRetry: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.state.status === 'error' && args.state.onRetry).toHaveBeenCalledOnce();
  },
};
