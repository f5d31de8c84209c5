import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allModes, reflowModes } from '../../storybook/modes';
import { RelatedTemplates } from './RelatedTemplates';
import { relatedFixtures } from './Template.fixtures';

const meta = {
  title: 'Sections/Template/RelatedTemplates',
  component: RelatedTemplates,
  parameters: {
    layout: 'fullscreen',
    chromatic: { modes: { ...reflowModes, 'brand-b': allModes['brand-b'] } },
  },
  args: { products: relatedFixtures },
} satisfies Meta<typeof RelatedTemplates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three cards, each one link named after its template. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Related templates' }),
    ).toBeVisible();
    for (const product of relatedFixtures) {
      await expect(canvas.getByRole('link', { name: product.name })).toHaveAttribute(
        'href',
        product.href,
      );
    }
  },
};
