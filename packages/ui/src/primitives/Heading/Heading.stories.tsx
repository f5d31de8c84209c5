import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { Heading } from './Heading';

const Dark = styled.div`
  padding: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.inverse};
`;

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { as: 'h2', children: 'Growth that compounds' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section heading: `h2` at its matching `lg` size. */
export const Default: Story = {};

/** The hero headline: the page's one `h1` at display size. */
export const Display: Story = {
  args: { as: 'h1', children: 'We build brands that outpace the market' },
  parameters: { layout: 'padded' },
};

/** Level and size are separate: an `h2` that looks like a card title keeps its place in the outline. */
export const LevelIndependentOfSize: Story = {
  args: { as: 'h2', size: 'xs', children: 'Performance marketing' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Performance marketing' }),
    ).toBeInTheDocument();
  },
};

/** Ember accent for a single emphasised heading on a light surface. */
export const Accent: Story = { args: { tone: 'accent', children: 'Now booking Q3' } };

/** Light text for dark surfaces. */
export const Inverse: Story = {
  args: { tone: 'inverse', children: 'Ship faster, spend smarter' },
  render: (args) => (
    <Dark>
      <Heading {...args} />
    </Dark>
  ),
};

/** Every size from display to card title, for review. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {(['xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
        <Heading key={size} {...args} size={size}>
          {size} · Growth that compounds
        </Heading>
      ))}
      <Heading {...args} size="md" tone="accent">
        accent · Now booking Q3
      </Heading>
    </div>
  ),
};
