import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { allModes, reflowModes, responsiveModes } from '../../storybook/modes';
import { InPageNav } from '../../primitives/InPageNav';
import { factors, minPasswordLength } from '../AccountSettings/AccountSettings.fixtures';
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccountPanel,
  DevicesPanel,
  SettingsGroup,
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

/** Signed in without a subscription: dashes stand in for tier and date, and the plans are a link away. */
export const NotSubscribed: Story = {
  args: { subscription: subscriptions.none, plansHref: '/plans' },
  play: async ({ canvas, canvasElement }) => {
    await expect(valueOf(canvasElement, 'Subscription')).toHaveTextContent('Not subscribed');
    await expect(valueOf(canvasElement, 'Tier')).toHaveTextContent('None');
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/plans',
    );
  },
};

/** A lapsed subscription: the server says not subscribed; the last tier and end date remain. */
export const Expired: Story = {
  args: { subscription: subscriptions.expired, plansHref: '/plans' },
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

const groups = {
  security: { id: 'security', label: 'Sign-in & security' },
  dangerZone: { id: 'danger-zone', label: 'Danger zone' },
};

/**
 * The account center: the summary, then the settings in named groups, each setting under its own heading, with
 * links to the groups (a sticky column from 1024 px up).
 */
export const WithSettings: Story = {
  parameters: { chromatic: { modes: { ...reflowModes, 'brand-b': allModes['brand-b'] } } },
  args: {
    navigation: <InPageNav items={Object.values(groups)} />,
    children: (
      <>
        <SettingsGroup id={groups.security.id} title={groups.security.label}>
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
        </SettingsGroup>
        <SettingsGroup id={groups.dangerZone.id} title={groups.dangerZone.label}>
          <DeleteAccountPanel email={accountEmail} onDelete={fn()} />
        </SettingsGroup>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const names = (level: number) =>
      canvas.getAllByRole('heading', { level }).map((heading) => heading.textContent);
    await expect(names(2)).toEqual(['Sign-in & security', 'Danger zone']);
    await expect(names(3)).toEqual([
      'Password',
      'Email',
      'Two-factor authentication',
      'Devices',
      'Delete account',
    ]);
    const nav = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(within(nav).getByRole('link', { name: 'Danger zone' })).toHaveAttribute(
      'href',
      '#danger-zone',
    );
    await expect(canvas.getByRole('region', { name: 'Danger zone' })).toContainElement(
      canvas.getByRole('region', { name: 'Delete account' }),
    );
  },
};
