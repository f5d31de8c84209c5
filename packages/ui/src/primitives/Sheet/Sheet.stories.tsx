import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { withStaticMotion } from '../../storybook/decorators';
import { Button } from '../Button';
import { Sheet } from './Sheet';

const linkStyle = {
  display: 'block',
  padding: '12px 0',
  fontSize: '1.5rem',
  fontWeight: 700,
  letterSpacing: '-0.02em',
  textDecoration: 'none',
} as const;

const MenuContent = () => (
  <div style={{ display: 'grid', gap: 32 }}>
    <ul style={{ listStyle: 'none', padding: 0 }}>
      <li>
        <a href="#products" style={linkStyle}>
          Browse templates
        </a>
      </li>
      <li>
        <a href="#benefits" style={linkStyle}>
          Why Outpace
        </a>
      </li>
    </ul>
    <Button fullWidth>Book growth</Button>
  </div>
);

const meta = {
  title: 'Primitives/Sheet',
  component: Sheet,
  args: {
    title: 'Menu',
    trigger: <Button variant="secondary">Open menu</Button>,
    width: { base: '300px', sm: '400px' },
    onOpenChange: fn(),
    children: <MenuContent />,
  },
  argTypes: { trigger: { control: false }, children: { control: false } },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, showing its trigger. Open it to see the slide-in from the right. */
export const Default: Story = {};

/** Open on load: the side menu at rest. Kept off the docs page, where an open modal would trap focus. */
export const Open: Story = { args: { defaultOpen: true }, tags: ['!autodocs'] };

/** Slides in from the left edge. */
export const Left: Story = { args: { defaultOpen: true, side: 'left' }, tags: ['!autodocs'] };

/** With a description under the title, announced when the sheet opens. */
export const WithDescription: Story = {
  args: {
    defaultOpen: true,
    title: 'Start a project',
    description: 'Pick a path and we will reply within a day.',
  },
  tags: ['!autodocs'],
};

/** The title is hidden visually but still names the dialog. */
export const HiddenTitle: Story = {
  args: { defaultOpen: true, hideTitle: true },
  tags: ['!autodocs'],
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  },
};

/** Opens from its trigger, keeps Tab inside, closes on Escape and hands focus back to the trigger. */
export const Interaction: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('heading', { name: 'Menu' })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The Close button dismisses the sheet too. */
export const CloseButton: Story = {
  tags: ['!autodocs'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The duration and easing of the panel's running slide, as the browser runs it (a Web Animation). */
function slideTiming(dialog: HTMLElement) {
  const timing = dialog.getAnimations()[0]?.effect?.getTiming();
  return timing && { duration: timing.duration, easing: timing.easing };
}

/** Slide-in and slide-out run for exactly the given durations (500 ms and 300 ms by default). */
export const AnimationDurations: Story = {
  tags: ['!autodocs'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    // Under reduced motion there is nothing to time; the ReducedMotion story covers that case.
    if (!window.matchMedia('(prefers-reduced-motion: no-preference)').matches) return;
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(slideTiming(dialog)).toEqual({
      duration: 500,
      easing: 'cubic-bezier(0.2, 0, 0, 1)',
    });
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('data-state', 'closed');
    await waitFor(() =>
      expect(slideTiming(dialog)).toEqual({ duration: 300, easing: 'cubic-bezier(0.4, 0, 1, 1)' }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** 300px wide on a 375px phone. */
export const PhoneWidth: Story = {
  args: { defaultOpen: true },
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    // Measured at rest, once the slide-in has ended.
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    await expect(window.innerWidth).toBeLessThan(640);
    await expect(dialog.getBoundingClientRect().width).toBe(300);
  },
};

/** 400px wide from the 640px breakpoint up (here at 768px). */
export const TabletWidth: Story = {
  args: { defaultOpen: true },
  tags: ['!autodocs'],
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    // Measured at rest, once the slide-in has ended.
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    await expect(window.innerWidth).toBeGreaterThanOrEqual(640);
    await expect(dialog.getBoundingClientRect().width).toBe(400);
  },
};

/** No slide and no fade: the sheet appears in place, and goes at once. */
export const ReducedMotion: Story = {
  args: { defaultOpen: true },
  tags: ['!autodocs'],
  decorators: [withStaticMotion],
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(dialog.getBoundingClientRect().right).toBe(document.documentElement.clientWidth);
    await expect(document.getAnimations()).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    await expect(document.getAnimations()).toHaveLength(0);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
