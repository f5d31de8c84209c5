import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { allModes, responsiveModes } from '../../storybook/modes';
import { TemplateGallery } from './TemplateGallery';
import { missingShot, templateShots } from './Template.fixtures';

const meta = {
  title: 'Sections/Template/TemplateGallery',
  component: TemplateGallery,
  parameters: { chromatic: { modes: { mobile: responsiveModes.mobile } } },
  args: { shots: templateShots },
} satisfies Meta<typeof TemplateGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Five shots, desktop then phone: AVIF offered before WebP, every image lazy; the arrow keys and the buttons step
 * through them and the current one is announced.
 */
export const Many: Story = {
  parameters: {
    chromatic: {
      modes: {
        mobile: responsiveModes.mobile,
        desktop: responsiveModes.desktop,
        'brand-b': allModes['brand-b'],
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(5);
    for (const image of images) await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(
      [...canvasElement.querySelector('picture')!.children].map((child) => child.tagName),
    ).toEqual(['SOURCE', 'IMG']);
    await expect(canvasElement.querySelector('source')).toHaveAttribute('type', 'image/avif');

    const status = canvas.getByText('1 / 5').closest('p')!;
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('button', { name: 'Previous shot' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next shot' }));
    await waitFor(() => expect(status).toHaveTextContent('Desktop Pricing 2 / 5'));

    canvas.getByRole('list', { name: 'Pages of the template' }).focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(status).toHaveTextContent('Mobile Pricing 5 / 5'));
    await expect(canvas.getByRole('button', { name: 'Next shot' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(status).toHaveTextContent('Mobile Home 4 / 5'));
  },
};

/** One shot: nothing to step to, so no buttons and no focus stop. */
export const One: Story = {
  args: { shots: templateShots.slice(3, 4) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Pages of the template' })).not.toHaveAttribute(
      'tabindex',
    );
    await expect(canvas.getByText('Mobile')).toBeVisible();
  },
};

/** A shot whose file does not load: a labelled panel in its place, the others unaffected. */
export const MissingImage: Story = {
  args: { shots: [missingShot, ...templateShots.slice(3)] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', {
        name: 'Northwind, Integrations page on a desktop (Image unavailable)',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Image unavailable')).toBeVisible();
  },
};
