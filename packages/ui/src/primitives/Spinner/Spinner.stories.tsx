import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Spinner, type SpinnerProps } from './Spinner';
import { withStaticMotion } from '../../storybook/decorators';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Loading plans' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as a status with its hidden label; the arc turns in the text colour. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading plans');
  },
};

/** Large, for a panel that is loading. */
export const Large: Story = { args: { size: 'lg' } };

/** Inside a busy button it takes the button's text colour; the button's `aria-busy` carries the state. */
export const InButton: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <Button aria-busy="true" iconStart={<Spinner {...args} />}>
      Send brief
    </Button>
  ),
};

/** With reduced motion the arc stands still. */
export const ReducedMotion: Story = {
  args: { size: 'lg' },
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  decorators: [withStaticMotion],
  play: async ({ canvas }) => {
    const graphic = canvas.getByRole('status').querySelector('svg');
    await expect(graphic && getComputedStyle(graphic).animationName).toBe('none');
  },
};

/** Every size, for review. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center' }}>
      {(['sm', 'md', 'lg'] as const satisfies SpinnerProps['size'][]).map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
