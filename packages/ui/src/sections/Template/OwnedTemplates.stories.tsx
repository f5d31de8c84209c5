import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { allModes, responsiveModes } from '../../storybook/modes';
import { OwnedTemplates } from './OwnedTemplates';
import { ownedFixtures } from './Template.fixtures';

const meta = {
  title: 'Sections/Template/OwnedTemplates',
  component: OwnedTemplates,
  parameters: { chromatic: { modes: { ...responsiveModes, 'brand-b': allModes['brand-b'] } } },
  args: {
    browseHref: '/all-framer-templates',
    state: { status: 'success', templates: ownedFixtures },
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof OwnedTemplates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with its page and its Framer link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your templates' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fieldnote' })).toHaveAttribute(
      'href',
      '/all-framer-templates/fieldnote',
    );
    await expect(
      canvas.getByRole('link', { name: 'Open in Framer: Northwind (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', templates: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No templates yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse templates' })).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = {
  args: { state: { status: 'error', message: 'We could not load your templates.', onRetry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your templates.');
  },
};
