import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allModes, responsiveModes } from '../../storybook/modes';
import { Footer } from './Footer';
import { footerArgs, footerEmail, footerLinks, footerSocial } from './Footer.fixtures';

const meta = {
  title: 'Sections/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: footerArgs,
  argTypes: { social: { control: false }, links: { control: false } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wordmark, 'FOLLOW US' with the two social links, and the copyright. */
export const Default: Story = {};

/**
 * With the contact address, in-site links (the legal pages among them) as a "Footer" navigation and extra small
 * print, as the site shows it.
 */
export const WithLinks: Story = {
  args: {
    email: footerEmail,
    links: footerLinks,
    smallPrint: <p>Made in Lisbon and Rotterdam.</p>,
  },
  parameters: { chromatic: { modes: { ...responsiveModes, 'brand-b': allModes['brand-b'] } } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(footerLinks.length);
    await expect(canvas.getByRole('link', { name: footerEmail })).toHaveAttribute(
      'href',
      `mailto:${footerEmail}`,
    );
  },
};

/** Only what is required: no tagline, no links. */
export const Minimal: Story = { args: { tagline: undefined } };

/** Social links open in a new tab, safely, and say so to screen readers. Keyboard reaches each in order. */
export const SocialLinks: Story = {
  play: async ({ canvas, userEvent }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('heading', { name: 'FOLLOW US' })).toBeVisible();
    const list = within(footer).getByRole('list', { name: 'FOLLOW US' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const [index, link] of links.entries()) {
      const social = footerSocial[index]!;
      await expect(link).toHaveAccessibleName(`${social.label} (opens in a new tab)`);
      await expect(link).toHaveAttribute('href', social.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    links[0]!.ownerDocument.body.focus();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await expect(within(footer).getByText(/© 2026 Outpace Studio/)).toBeVisible();
  },
};
