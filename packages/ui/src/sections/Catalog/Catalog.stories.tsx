import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { reflowModes, responsiveModes } from '../../storybook/modes';
import { Catalog, type CatalogProps } from './Catalog';
import { catalogArgs, catalogProductFixtures, saasCatalogArgs } from './Catalog.fixtures';
import { withStaticMotion } from '../../storybook/decorators';

// The page owns the selection; here a little state does, so the pills really filter. (Storybook's `useArgs`
// does not re-render stories run as tests, so plain React state it is.) The key resets it when the
// `selectedPageType` control changes.
function StatefulCatalog(args: CatalogProps) {
  const [selected, setSelected] = useState(args.selectedPageType);
  return (
    <Catalog
      {...args}
      selectedPageType={selected}
      onPageTypeChange={(pageType) => {
        args.onPageTypeChange(pageType);
        setSelected(pageType);
      }}
    />
  );
}

const meta = {
  title: 'Sections/Catalog',
  component: Catalog,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: { ...catalogArgs, onPageTypeChange: fn() },
  argTypes: {
    state: { control: 'object' },
    selectedPageType: { control: 'select', options: ['all', ...catalogArgs.pageTypes] },
  },
  render: (args) => <StatefulCatalog key={args.selectedPageType} {...args} />,
} satisfies Meta<typeof Catalog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /all-framer-templates: every template, the filter on 'All' with a count per page type. */
export const Default: Story = {
  parameters: { chromatic: { modes: reflowModes } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Filter by page type' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^All/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'SaaS, 4 templates' })).not.toBeChecked();
    await expect(canvas.getAllByRole('article')).toHaveLength(catalogProductFixtures.length);
  },
};

/** One page type selected: only its cards, and the summary says how many of all. */
export const Filtered: Story = {
  args: { selectedPageType: 'Agency' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /^Agency/ })).toBeChecked();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByText('Showing 2 of 9 templates')).toBeVisible();
  },
};

/** Choosing pills by pointer and by arrow keys filters at once and reports each choice. */
export const Interaction: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /^Portfolio/ }));
    await expect(args.onPageTypeChange).toHaveBeenLastCalledWith('Portfolio');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Fieldnote' })).toBeVisible();

    // Native radios: the right arrow moves to and selects the next page type.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onPageTypeChange).toHaveBeenLastCalledWith('Startup');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Startup/ })).toBeChecked());
    await expect(canvas.getByRole('radio', { name: /^Startup/ })).toHaveFocus();

    await userEvent.click(canvas.getByRole('radio', { name: /^All/ }));
    await expect(args.onPageTypeChange).toHaveBeenLastCalledWith('all');
    await waitFor(() =>
      expect(canvas.getAllByRole('article')).toHaveLength(catalogProductFixtures.length),
    );
  },
};

/** A page type with no templates: a note and 'Show all', which resets the filter and keeps focus on it. */
export const NoMatch: Story = {
  args: { selectedPageType: 'Ecommerce' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No templates match this filter.')).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all' }));
    await expect(args.onPageTypeChange).toHaveBeenCalledWith('all');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^All/ })).toBeChecked());
    await expect(canvas.getByRole('radio', { name: /^All/ })).toHaveFocus();
  },
};

/** /saas-templates: the page passes the SaaS list and offers only that type. */
export const SaasTemplates: Story = {
  args: { ...saasCatalogArgs, onPageTypeChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/** While the list loads: the loading line and six placeholders; no filter yet. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading our amazing products...');
    await expect(canvas.queryByRole('group', { name: 'Filter by page type' })).toBeNull();
  },
};

/** The load failed: a friendly message with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { state: { status: 'error', onRetry: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.state.status !== 'error') throw new TypeError('expected the error state');
    await expect(args.state.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Loaded but empty: a calm note, no filter. */
export const Empty: Story = {
  args: { state: { status: 'success', products: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New templates are on their way.')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Filter by page type' })).toBeNull();
  },
};

/** Reduced motion: the loading dot and placeholders hold still. */
export const ReducedMotion: Story = {
  args: { state: { status: 'loading' } },
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  decorators: [withStaticMotion],
};
