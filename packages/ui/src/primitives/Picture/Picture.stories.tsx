import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { galleryArtwork, heroArtwork } from '../../__fixtures__/landingArtwork';
import { Picture } from './Picture';

const meta = {
  title: 'Primitives/Picture',
  component: Picture,
  args: {
    image: heroArtwork,
    sizes: '640px',
    loading: 'eager',
    style: { width: 640, height: 'auto' },
  },
  argTypes: { image: { control: 'object' } },
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AVIF and WebP offered first, in a `<picture>`; the browser takes the first format it can show. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: heroArtwork.alt });
    await expect(image.parentElement?.tagName).toBe('PICTURE');
    await expect(
      [...canvasElement.querySelectorAll('source')].map((source) => source.type),
    ).toEqual(['image/avif', 'image/webp']);
  },
};

/** One format only: a plain `<img>` with no `<source>`, lazy-loaded, its box reserved by its width and height. */
export const SingleFormat: Story = {
  args: {
    image: galleryArtwork[0]!,
    sizes: '240px',
    loading: 'lazy',
    style: { width: 240, height: 'auto' },
  },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: galleryArtwork[0]!.alt });
    await expect(image.parentElement?.tagName).not.toBe('PICTURE');
    await expect(canvasElement.querySelector('source')).toBeNull();
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '480');
  },
};
