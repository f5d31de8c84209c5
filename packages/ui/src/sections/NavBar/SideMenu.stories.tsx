import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { allModes, responsiveModes } from '../../storybook/modes';
import { Button } from '../../primitives/Button';
import { CalendarButton } from '../../primitives/CalendarButton';
import { bookingUrl } from './NavBar.fixtures';
import { SideMenu } from './SideMenu';

const meta = {
  title: 'Sections/NavBar/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  tags: ['!autodocs'],
  args: {
    trigger: <Button variant="secondary">Open menu</Button>,
    onBrowseTemplates: fn(),
    onBookGrowth: fn(),
    onOpenChange: fn(),
    // Outlined, as the site shows it: on the card's dark surface it takes the surface's light colours.
    calendarButton: (
      <CalendarButton
        href={bookingUrl}
        label="Book a free call"
        variant="secondary"
        fullWidth
        onActivate={fn()}
      />
    ),
  },
  argTypes: { trigger: { control: false }, calendarButton: { control: false } },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: 300 px on phones, 400 px from 640 px up, the two entries and the calendar button card. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { chromatic: { modes: { ...responsiveModes, 'brand-b': allModes['brand-b'] } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    // Measured at rest, once the slide-in has ended.
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    const expected = window.innerWidth >= 640 ? 400 : 300;
    await expect(dialog.getBoundingClientRect().width).toBe(expected);
  },
};

/** A filled calendar button on the card: the kit's primary button, for a site that wants it louder. */
export const FilledCallButton: Story = {
  args: {
    defaultOpen: true,
    calendarButton: (
      <CalendarButton href={bookingUrl} label="Book a free call" fullWidth onActivate={fn()} />
    ),
  },
  parameters: { chromatic: { modes: { mobile: allModes.mobile, 'brand-b': allModes['brand-b'] } } },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Menu' });
  },
};

/** Without a calendar button the slot simply disappears. */
export const WithoutCalendarButton: Story = {
  args: { defaultOpen: true, calendarButton: undefined },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Menu' });
  },
};

/** Each entry calls back and closes the menu; focus returns to the trigger. */
export const Interaction: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Book growth' }));
    await expect(args.onBookGrowth).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** An entry whose callback moves focus (as the site's does, to the section it scrolls to) keeps it there. */
export const EntryMovesFocus: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    onBookGrowth: fn(() => document.getElementById('side-menu-story-target')?.focus()),
  },
  render: (args) => (
    <>
      <SideMenu {...args} />
      <section id="side-menu-story-target" tabIndex={-1} aria-label="Calculator">
        The section the entry leads to
      </section>
    </>
  ),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Book growth' }));
    await expect(args.onBookGrowth).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('region', { name: 'Calculator' })).toHaveFocus();
  },
};
