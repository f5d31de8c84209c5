import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { allModes, reflowModes, responsiveModes } from '../../storybook/modes';
import { CheckoutNotice } from '../Checkout';
import { PlanCards } from './PlanCards';
import { planFixtures } from './PlanCards.fixtures';

const meta = {
  title: 'Sections/Plans/PlanCards',
  component: PlanCards,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: {
    plans: planFixtures,
    action: { status: 'ready', onSubscribe: fn() },
  },
} satisfies Meta<typeof PlanCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in without a plan: each tier with its price, what it includes and "Subscribe". */
export const Ready: Story = {
  parameters: { chromatic: { modes: { ...reflowModes, 'brand-b': allModes['brand-b'] } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Every paid template, one monthly price',
    );
    const pro = canvas.getByRole('list', { name: 'Pro includes' });
    await expect(pro).toHaveTextContent('Every paid template while active');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Studio' }));
    await expect(args.action.status === 'ready' && args.action.onSubscribe).toHaveBeenCalledWith(
      'studio',
    );
    // The capture shows the cards at rest, not the pressed button's focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** One checkout opening: every button waits, the pressed one says so. */
export const Subscribing: Story = {
  args: { action: { status: 'ready', onSubscribe: fn(), pendingPlanId: 'pro' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Opening checkout/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Subscribe to Studio' })).toBeDisabled();
  },
};

/** Signed out: sign in first; the link comes back to the plan and resumes. */
export const SignedOut: Story = {
  args: {
    action: {
      status: 'signed-out',
      signInHref: (id: string) => `/sign-in?next=%2Fplans%3Fsubscribe%3D${id}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in to subscribe to Pro' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fplans%3Fsubscribe%3Dpro',
    );
  },
};

/** Already subscribed: the current tier is marked, and both lead to managing the plan. */
export const Subscribed: Story = {
  args: { action: { status: 'subscribed', currentTier: 'Pro', manageHref: '/account#billing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Your plan: Manage your plan' })).toHaveAttribute(
      'href',
      '/account#billing',
    );
    await expect(canvas.queryByRole('button', { name: /Subscribe/ })).toBeNull();
  },
};

/** The checkout did not open: why, under the cards. */
export const CheckoutFailed: Story = {
  args: { error: 'The checkout could not be opened. Try again in a moment.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be opened');
  },
};

/** Back from a plan's checkout the visitor left: a calm word above the cards, nothing changed. */
export const CheckoutCancelled: Story = {
  args: { notice: <CheckoutNotice outcome="cancelled" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checkout cancelled.');
    await expect(canvas.getByRole('button', { name: 'Subscribe to Pro' })).toBeEnabled();
  },
};

/** The plans still loading: two card-sized placeholders, announced once. */
export const Loading: Story = {
  args: { plans: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the plans');
  },
};

/** With the buyer's terms under the cards, as the site shows them: the refund rule and its policy pages. */
export const WithTerms: Story = {
  args: {
    terms: (
      <>
        Cancel any time; the plan runs to the end of the month you paid for.{' '}
        <a href="/refunds">Refund policy</a> · <a href="/terms">Terms</a>
      </>
    ),
  },
  parameters: {
    chromatic: {
      modes: { mobile: allModes.mobile, desktop: allModes.desktop, 'brand-b': allModes['brand-b'] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
      'href',
      '/refunds',
    );
  },
};
