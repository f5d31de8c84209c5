import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Primitives/TextAreaField',
  component: TextAreaField,
  args: { label: 'What do you need?', hint: 'A sentence or two.', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled text area with its hint, read out together with it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'What do you need?' }),
    ).toHaveAccessibleDescription('A sentence or two.');
  },
};

/** Left empty where it is required: the message is announced and read with the field. */
export const WithError: Story = {
  args: { required: true, error: 'Tell us in a sentence what you need.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'What do you need?' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(
      'A sentence or two. Tell us in a sentence what you need.',
    );
  },
};
