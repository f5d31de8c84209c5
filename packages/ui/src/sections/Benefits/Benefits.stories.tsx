import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reflowModes, responsiveModes } from '../../storybook/modes';
import { Benefits } from './Benefits';
import { benefitFixtures, benefitsArgs, benefitsCustom } from './Benefits.fixtures';

const meta = {
  title: 'Sections/Benefits',
  component: Benefits,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: benefitsArgs,
  argTypes: { benefits: { control: false } },
} satisfies Meta<typeof Benefits>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four benefits with the studio's copy and icons; the heading stays beside the cards on wide screens. */
export const Default: Story = {
  parameters: { chromatic: { modes: reflowModes } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Benefits of working with us' });
    await expect(section).toHaveAttribute('id', 'benefits');
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'Pages That Convert',
      'One price up front',
      'Made From Scratch',
      'Fair Rates',
    ]);
    await expect(within(section).getAllByRole('listitem')).toHaveLength(benefitFixtures.length);
  },
};

/** Only the required parts: the default heading and the cards, no kicker or intro. */
export const Minimal: Story = { args: { eyebrow: undefined, intro: undefined } };

/** Other copy through props, including a long title that wraps. */
export const CustomContent: Story = {
  args: { heading: 'What you get', eyebrow: 'The deal', benefits: benefitsCustom },
};
