import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionHeader } from './SectionHeader';

const meta = {
  title: 'Primitives/SectionHeader',
  component: SectionHeader,
  args: {
    eyebrow: 'Templates',
    heading: 'Latest releases',
    intro: 'Six new landing pages this month, each ready to launch in a day.',
    headingId: 'latest-releases',
  },
  argTypes: {
    as: { control: false },
    groupAs: { control: false },
    introAs: { control: false },
    media: { control: false },
  },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eyebrow, heading and intro, stacked: how most sections open. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Latest releases' });
    await expect(heading).toHaveAttribute('id', 'latest-releases');
    await expect(canvas.getByText('Templates')).toBeVisible();
  },
};

/** Only the heading: the eyebrow and the intro are optional. */
export const HeadingOnly: Story = {
  args: { eyebrow: undefined, intro: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Latest releases');
    await expect(canvas.queryByText('Templates')).not.toBeInTheDocument();
  },
};

/** A level and size of the page's choosing, with an icon above and the eyebrow in the surface's colour. */
export const Customised: Story = {
  args: {
    headingAs: 'h1',
    headingSize: 'md',
    eyebrowTone: 'inherit',
    media: (
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="18" fill="currentColor" />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Latest releases');
  },
};
