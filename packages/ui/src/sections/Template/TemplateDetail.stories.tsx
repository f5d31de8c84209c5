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

/** Without a preview or an includes list, those parts are left out. */
export const Minimal: Story = {
  parameters: { chromatic: { modes: { mobile: responsiveModes.mobile } } },
  args: { template: { ...templateFixture, previewHref: undefined, pages: [], features: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Live preview/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'What it includes' })).toBeNull();
  },
};
