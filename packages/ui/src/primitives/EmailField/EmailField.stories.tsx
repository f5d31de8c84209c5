import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmailField } from './EmailField';

const meta = {
  title: 'Primitives/EmailField',
  component: EmailField,
  args: { onChange: fn(), style: { width: 360 } },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the e-mail keyboard on phones and the address from autofill. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'maya@northwind.co');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** With the form's message under it, read with the input. */
export const WithError: Story = {
  args: { defaultValue: 'maya@', error: 'Enter a valid email address, like name@example.com.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
  },
};
