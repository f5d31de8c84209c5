import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { reflowModes, responsiveModes } from '../../storybook/modes';
import { Products } from './Products';
import {
  productFixtures,
  productsEmptyArgs,
  productsLoadedArgs,
  productsLoadingArgs,
} from './Products.fixtures';
import { withStaticMotion } from '../../storybook/decorators';

const meta = {
  title: 'Sections/Products',
  component: Products,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: productsLoadedArgs,
  argTypes: { state: { control: 'object' } },
} satisfies Meta<typeof Products>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: six templates in a 1 / 2 / 3 column grid, linking to their pages. */
export const Default: Story = {
  parameters: { chromatic: { modes: reflowModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Latest releases' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Explore more/ })).toHaveAttribute(
      'href',
      '/all-framer-templates',
    );
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(productFixtures.length);
    const first = within(cards[0]!);
    await expect(first.getByRole('heading', { level: 3, name: 'Northwind' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Northwind' })).toHaveAttribute(
      'href',
      '/templates/northwind',
    );
    await expect(first.getByText('$29.99')).toBeVisible();
    await expect(first.getByRole('img')).toHaveAttribute('loading', 'lazy');
    await expect(within(cards[1]!).getByText('Free')).toBeVisible();
  },
};

/** While the list loads: the loading line, announced as a status, over placeholder cards. */
export const Loading: Story = {
  args: productsLoadingArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading our amazing products...');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** The load failed: a friendly message and a retry button that asks the page to load again. */
export const ErrorState: Story = {
  name: 'Error',
  args: { state: { status: 'error', onRetry: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t load the templates.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.state.status !== 'error') throw new TypeError('expected the error state');
    await expect(args.state.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** An error with the page's own explanation instead of the generic one. */
export const ErrorWithMessage: Story = {
  args: {
    state: {
      status: 'error',
      message: 'Our template shelf is being restocked. Please try again in a minute.',
      onRetry: fn(),
    },
  },
};

/** Loaded but empty: a calm note rather than a blank band. */
export const Empty: Story = {
  args: productsEmptyArgs,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('New templates are on their way.', { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByText('Check back soon.')).toBeVisible();
  },
};

/** Fewer products than columns still align to the grid. */
export const TwoProducts: Story = {
  args: { state: { status: 'success', products: productFixtures.slice(0, 2) } },
};

/** With an intro line and no kicker, as another page might use it. */
export const WithIntro: Story = {
  args: {
    eyebrow: undefined,
    intro: 'Framer templates we design in-house and use on our own launches.',
  },
};

/** Reduced motion: the loading dot and placeholders hold still. */
export const ReducedMotion: Story = {
  args: productsLoadingArgs,
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  decorators: [withStaticMotion],
};
