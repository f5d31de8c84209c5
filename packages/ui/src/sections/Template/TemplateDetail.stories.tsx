import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allModes, reflowModes, responsiveModes } from '../../storybook/modes';
import { GetTemplatePanel } from './GetTemplatePanel';
import { TemplateDetail } from './TemplateDetail';
import { panelStates, templateBreadcrumb, templateFixture } from './Template.fixtures';

const meta = {
  title: 'Sections/Template/TemplateDetail',
  component: TemplateDetail,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: {
    template: templateFixture,
    breadcrumb: templateBreadcrumb,
    getPanel: <GetTemplatePanel state={panelStates.signedOutPaid} templateName="Northwind" />,
  },
} satisfies Meta<typeof TemplateDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Paid template, signed out: name as the page's h1, price, preview link, what it includes. */
export const Default: Story = {
  parameters: { chromatic: { modes: { ...reflowModes, 'brand-b': allModes['brand-b'] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Northwind' })).toBeVisible();
    await expect(canvas.getByText('$29.99')).toBeVisible();
    const preview = canvas.getByRole('link', {
      name: 'Live preview of Northwind (opens in a new tab)',
    });
    await expect(preview).toHaveAttribute('target', '_blank');
    await expect(preview).toHaveAttribute('rel', 'noopener');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pages' })).toBeVisible();
    // When it last changed and its licence, with the terms and the refund rule one click away.
    await expect(canvas.getByText('November 24, 2026')).toHaveAttribute('datetime', '2026-11-24');
    await expect(canvas.getByRole('link', { name: 'Licence terms' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(canvas.getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
      'href',
      '/refunds',
    );
    await expect(canvas.getByRole('region', { name: 'Pages of the template' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All templates' })).toHaveAttribute(
      'href',
      '/all-framer-templates',
    );
  },
};

/** A Free template the signed-in owner has: "You own this" and the link. */
export const FreeOwned: Story = {
  args: {
    template: { ...templateFixture, name: 'Fieldnote', isFree: true, pageType: 'Portfolio' },
    getPanel: <GetTemplatePanel state={panelStates.owned} templateName="Fieldnote" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByText('You own this')).toBeVisible();
  },
};

/** Without a preview, a gallery or an includes list, those parts are left out. */
export const Minimal: Story = {
  parameters: { chromatic: { modes: { mobile: responsiveModes.mobile } } },
  args: {
    template: { ...templateFixture, previewHref: undefined, pages: [], features: [], shots: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Pages of the template' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Live preview/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'What it includes' })).toBeNull();
  },
};
