import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';
import { ArrowRightIcon } from '../../icons';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Book growth', onClick: fn() },
  argTypes: { iconStart: { control: false }, iconEnd: { control: false } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a view. */
export const Default: Story = {};

/** Outlined, for a second action beside the primary one. */
export const Secondary: Story = { args: { variant: 'secondary', children: 'Browse templates' } };

/** No chrome until hovered: toolbars and dense lists. */
export const Ghost: Story = { args: { variant: 'ghost', children: 'Close' } };

/** Dark fill for light surfaces that need a strong accent that is not the brand colour. */
export const Inverse: Story = { args: { variant: 'inverse', children: 'Explore our services' } };

/** With a trailing icon; the icon is decorative and hidden from screen readers. */
export const WithIcon: Story = {
  args: { iconEnd: <ArrowRightIcon strokeWidth={2} />, children: 'Explore our services' },
};

/** A real link styled as a button: navigation, not an action. */
export const AsLink: Story = {
  args: { href: '#calculator', children: 'See pricing' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See pricing' });
    await expect(link).toHaveAttribute('href', '#calculator');
  },
};

/** Disabled buttons are announced as such and cannot be reached or pressed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Book growth' })).toBeDisabled();
  },
};

/** Keyboard and pointer both trigger the action. */
export const Interaction: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Book growth' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Every variant at every size, for review. */
export const Matrix: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(3, max-content)',
        alignItems: 'center',
      }}
    >
      {(['primary', 'secondary', 'ghost', 'inverse'] as const).flatMap((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {variant} {size}
          </Button>
        )),
      )}
    </div>
  ),
};
