import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { CalendarButton } from './CalendarButton';

const BOOKING_URL = 'https://cal.com/outpace/15min';

const InverseBand = styled.div`
  display: flex;
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.bg.inverse};
`;

const meta = {
  title: 'Primitives/CalendarButton',
  component: CalendarButton,
  args: { href: BOOKING_URL },
} satisfies Meta<typeof CalendarButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain link to the booking page in a new tab: it works before the page's JavaScript runs, or without it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Book a free 15-minute call (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', BOOKING_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** On the dark call-to-action band, the ember fill keeps its contrast; `inverse` suits light bands instead. */
export const OnInverse: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <InverseBand>
      <CalendarButton {...args} />
    </InverseBand>
  ),
};

/** A shorter label for tight spots; screen readers still hear that it opens a new tab. */
export const CustomLabel: Story = {
  args: { label: 'Book a call', size: 'sm', variant: 'inverse' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Book a call (opens in a new tab)' }),
    ).toBeVisible();
  },
};

/** With `onActivate` a click stays on the page (the site opens its scheduling widget) instead of navigating. */
export const Interaction: Story = {
  args: { onActivate: fn() },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, args, userEvent }) => {
    let isNavigationPrevented = false;
    // Runs after React's root listener, so it sees what the component did; then it cancels the navigation
    // itself, so a failing test never opens a new tab.
    const observe = (event: MouseEvent) => {
      isNavigationPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', observe, { once: true });
    await userEvent.click(canvas.getByRole('link', { name: /Book a free 15-minute call/ }));
    window.removeEventListener('click', observe);
    await expect(args.onActivate).toHaveBeenCalledTimes(1);
    await expect(isNavigationPrevented).toBe(true);
  },
};

/** Every variant at every size, for review. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      {(['primary', 'secondary', 'inverse'] as const).flatMap((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <CalendarButton key={`${variant}-${size}`} {...args} variant={variant} size={size} />
        )),
      )}
    </div>
  ),
};
