import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { withStaticMotion } from '../../storybook/decorators';
import { Button } from '../Button';
import { ToastProvider, Toaster } from './Toast';
import type { ToastOptions } from './toastStore';
import { useToast } from './useToast';

/** Story harness: a button that calls `toast()` with the story's args, beside the `Toaster`. */
function ToastDemo(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <Button
      variant={options.variant === 'destructive' ? 'secondary' : 'primary'}
      onClick={() => toast(options)}
    >
      Show toast
    </Button>
  );
}

// Shows toasts on mount so snapshots capture them without a click; the ref survives Strict Mode's double effect.
function ShowOnMount({ toasts }: { toasts: ToastOptions[] }) {
  const { toast } = useToast();
  const hasShown = useRef(false);
  useEffect(() => {
    if (hasShown.current) return;
    hasShown.current = true;
    for (const options of toasts) toast(options);
  }, [toast, toasts]);
  return null;
}

const stack: ToastOptions[] = [
  {
    title: 'Brief received',
    description: 'We will reply within one working day.',
    duration: Infinity,
  },
  {
    title: 'Payment failed',
    description: 'Your card was declined. Try another card or contact your bank.',
    variant: 'destructive',
    duration: Infinity,
  },
];

// The toast code loads with the first toast: wait for the stack, so a snapshot never catches an empty frame.
const waitForStack: Story['play'] = async ({ canvas }) => {
  for (const { title } of stack) await canvas.findByText(title);
};

// Inside the story rather than a decorator, so a story decorator (reduced motion) reaches the Toaster too.
const Frame = ({ children }: { children: ReactNode }) => (
  <ToastProvider>
    {children}
    <Toaster />
  </ToastProvider>
);

const regionName = 'Notifications (F8)';

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  subcomponents: { ToastProvider, Toaster },
  args: {
    title: 'Changes saved',
    description: 'Your brief is in. We reply within one working day.',
  },
  render: (args) => (
    <Frame>
      <ToastDemo {...args} />
    </Frame>
  ),
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmation: click the button to show it in the bottom-right corner. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const region = await canvas.findByRole('region', { name: regionName });
    await expect(await within(region).findByText('Changes saved')).toBeVisible();
    await expect(await screen.findByRole('status')).toHaveAttribute('aria-live', 'polite');
  },
};

/** A failure: danger colours, announced assertively. */
export const Destructive: Story = {
  args: {
    title: 'Payment failed',
    description: 'Your card was declined. Try another card or contact your bank.',
    variant: 'destructive',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const region = await canvas.findByRole('region', { name: regionName });
    await expect(await within(region).findByText('Payment failed')).toBeVisible();
    await expect(await screen.findByRole('status')).toHaveAttribute('aria-live', 'assertive');
  },
};

/** Title only, for short confirmations. */
export const TitleOnly: Story = {
  tags: ['!autodocs'],
  args: { title: 'Link copied', description: undefined },
  render: (args) => (
    <Frame>
      <ShowOnMount toasts={[{ ...args, duration: Infinity }]} />
    </Frame>
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Link copied');
  },
};

/** Both variants stacked, as they appear at rest. Off the docs page, where every open stack would pile up. */
export const Stack: Story = {
  tags: ['!autodocs'],
  render: () => (
    <Frame>
      <ShowOnMount toasts={stack} />
    </Frame>
  ),
  play: waitForStack,
};

/** Phones get a full-width stack at the bottom of the screen. */
export const Phone: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <Frame>
      <ShowOnMount toasts={stack} />
    </Frame>
  ),
  play: waitForStack,
};

/** The close button has an accessible name and removes the toast. */
export const Dismiss: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const region = await canvas.findByRole('region', { name: regionName });
    await userEvent.click(
      await within(region).findByRole('button', { name: 'Dismiss notification' }),
    );
    await waitFor(() =>
      expect(within(region).queryByText('Changes saved')).not.toBeInTheDocument(),
    );
  },
};

/** No more than three toasts are open at once; the oldest makes way. */
export const Limit: Story = {
  args: { duration: Infinity },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Show toast' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(button);
    const region = await canvas.findByRole('region', { name: regionName });
    await waitFor(() => expect(within(region).getAllByText('Changes saved')).toHaveLength(3));
  },
};

/** Appears in place, with no slide or fade. */
export const ReducedMotion: Story = {
  tags: ['!autodocs'],
  decorators: [withStaticMotion],
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  render: () => (
    <Frame>
      <ShowOnMount toasts={stack} />
    </Frame>
  ),
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: regionName });
    const toast = await within(region).findByText('Brief received');
    await expect(getComputedStyle(toast.closest('li') as HTMLElement).animationName).toBe('none');
  },
};
