import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import { ProductCard } from './ProductCard';
import { productFixtures } from './Products.fixtures';

const [paid, free] = productFixtures as [
  (typeof productFixtures)[number],
  (typeof productFixtures)[number],
];

const meta = {
  title: 'Sections/Products/ProductCard',
  component: ProductCard,
  parameters: { layout: 'padded', chromatic: { modes: responsiveModes } },
  args: { product: paid },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid template that links to its page; the whole card is the link's hit area. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: paid.name })).toHaveAttribute('href', paid.href);
    await expect(canvas.getByRole('img', { name: paid.thumbnail.alt })).toHaveAttribute(
      'width',
      '800',
    );
    await expect(canvas.getByText('$29.99')).toBeVisible();
  },
};

/** A free template says 'Free' instead of a price. */
export const Free: Story = {
  args: { product: free },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.queryByText('$29.99')).toBeNull();
  },
};

/** Without `href` the card is static: no link, no arrow. */
export const WithoutLink: Story = {
  args: { product: { ...paid, href: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: paid.name })).toBeVisible();
  },
};

/** A long name and description wrap and clamp without breaking the card. */
export const LongContent: Story = {
  args: {
    product: {
      ...paid,
      name: 'Northwind Analytics Launch Kit for Product-Led Teams',
      description:
        'A SaaS launch page with a live-metrics hero, a feature tour, testimonials, an FAQ, a pricing table with a monthly and yearly switch, and a footer with every link a growing product needs.',
    },
  },
};
