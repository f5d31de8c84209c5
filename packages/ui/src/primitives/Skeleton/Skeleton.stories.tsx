import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { Stack } from '../Stack';
import { Skeleton } from './Skeleton';
import { withStaticMotion } from '../../storybook/decorators';

const CardPlaceholder = () => (
  <Card aria-busy="true" style={{ width: 340 }}>
    <Stack gap={5}>
      <Skeleton height={180} radius="md" />
      <Stack direction="row" gap={3} align="center">
        <Skeleton width={40} height={40} radius="pill" />
        <Stack gap={2} style={{ flex: 1 }}>
          <Skeleton width="60%" height={14} />
          <Skeleton width="35%" height={12} />
        </Stack>
      </Stack>
      <Stack gap={2}>
        <Skeleton height={12} />
        <Skeleton height={12} />
        <Skeleton width="70%" height={12} />
      </Stack>
    </Stack>
  </Card>
);

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { width: 320, height: 20 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single line placeholder with a calm shimmer. */
export const Default: Story = {};

/** Round, for an avatar or logo. */
export const Circle: Story = { args: { width: 56, height: 56, radius: 'pill' } };

/** Lines of text, the last one short like a real paragraph. */
export const Paragraph: Story = {
  render: (args) => (
    <Stack gap={3} style={{ width: 360 }}>
      <Skeleton {...args} width="100%" height={14} />
      <Skeleton {...args} width="100%" height={14} />
      <Skeleton {...args} width="55%" height={14} />
    </Stack>
  ),
};

/** A card while its content loads; the card carries `aria-busy`, the blocks are hidden from screen readers. */
export const CardLoading: Story = { render: () => <CardPlaceholder /> };

/** With reduced motion the blocks are flat, with no shimmer. */
export const ReducedMotion: Story = {
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  decorators: [withStaticMotion],
  render: () => <CardPlaceholder />,
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) await expect(getComputedStyle(block).animationName).toBe('none');
  },
};
