import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CodeField } from './CodeField';

const meta = {
  title: 'Primitives/CodeField',
  component: CodeField,
  args: { onChange: fn(), style: { width: 240 } },
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the number pad on phones and the code from a system suggestion. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Code' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '123456');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** With the form's message under it, read with the input. */
export const WithError: Story = {
  args: { defaultValue: '12345', error: 'The code is 6 digits, like 123456.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'The code is 6 digits, like 123456.',
    );
  },
};
