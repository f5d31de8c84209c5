import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import { factors, minPasswordLength } from '../AccountSettings/AccountSettings.fixtures';
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccountPanel,
  DevicesPanel,
  TwoFactorSettings,
} from '../AccountSettings';
import { AccountSummary } from './AccountSummary';
import { accountEmail, accountSummaryArgs, subscriptions } from './AccountSummary.fixtures';
import { withStaticMotion } from '../../storybook/decorators';

const meta = {
  title: 'Sections/AccountSummary',
  component: AccountSummary,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: { ...accountSummaryArgs, onSignOut: fn(async () => undefined) },
} satisfies Meta<typeof AccountSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value in the row labelled `term` of the description list. */
const valueOf = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** A subscriber: status badge, tier and the end of the current period. */
export const Subscribed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Email')).toHaveTextContent(accountEmail);
    await expect(valueOf(canvasElement, 'Subscription')).toHaveTextContent('Subscribed');
    await expect(valueOf(canvasElement, 'Tier')).toHaveTextContent('Growth');
    await expect(valueOf(canvasElement, 'End date')).toHaveTextContent('March 31, 2027');
  },
};

/** Signed in without a subscription: dashes stand in for tier and date. */
export const NotSubscribed: Story = {
  args: { subscription: subscriptions.none },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Subscription')).toHaveTextContent('Not subscribed');
    await expect(valueOf(canvasElement, 'Tier')).toHaveTextContent('None');
  },
};

/** A lapsed subscription: the server says not subscribed; the last tier and end date remain. */
export const Expired: Story = {
  args: { subscription: subscriptions.expired },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Subscription')).toHaveTextContent('Not subscribed');
    await expect(valueOf(canvasElement, 'End date')).toHaveTextContent('September 30, 2026Ended');
  },
};

/** While the subscription is checked: placeholders and a status for screen readers. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your subscription');
    await expect(canvas.queryByText('Subscribed')).toBeNull();
  },
};

/** Signing out: the button shows progress and ignores further presses. */
export const SigningOut: Story = {
  args: { onSignOut: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    const button = canvas.getByRole('button', { name: /Signing out…/ });
    await expect(button).toBeDisabled();
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** A date formatter from the site (here: day first, as a British reader expects). */
export const CustomDateFormat: Story = {
  args: {
    // Hand-rolled rather than Intl, whose punctuation differs between ICU versions.
    formatDate: (iso: string) => iso.slice(0, 10).split('-').reverse().join('/'),
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'End date')).toHaveTextContent('31/03/2027');
  },
};

/** Placeholders and spinner hold still when motion is reduced. */
export const ReducedMotion: Story = {
  args: { isLoading: true },
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  decorators: [withStaticMotion],
};

/** The account center: the summary, then each setting under its own heading. */
export const WithSettings: Story = {
  args: {
    children: (
      <>
        <ChangePasswordForm
          email={accountEmail}
          minPasswordLength={minPasswordLength}
          onSubmit={fn()}
        />
        <ChangeEmailForm email={accountEmail} onSubmit={fn()} />
        <TwoFactorSettings
          factors={factors.slice(0, 1)}
          onStartEnrollment={fn()}
          onConfirmEnrollment={fn()}
          onCancelEnrollment={fn()}
          onRemove={fn()}
        />
        <DevicesPanel onSignOutOthers={fn()} onSignOutEverywhere={fn()} />
        <DeleteAccountPanel email={accountEmail} onDelete={fn()} />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const headings = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Password',
      'Email',
      'Two-factor authentication',
      'Devices',
      'Delete account',
    ]);
  },
};
