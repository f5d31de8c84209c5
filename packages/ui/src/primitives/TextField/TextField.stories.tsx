import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@company.com', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled email field. */
export const Default: Story = {};

/** Help text under the label, read out together with the field. */
export const WithHint: Story = {
  args: { hint: 'We reply within one working day.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We reply within one working day.',
    );
  },
};

/** An invalid value: red outline, icon and message, announced when it appears and read with the field. */
export const WithError: Story = {
  args: {
    hint: 'We reply within one working day.',
    error: 'Enter an email address like name@company.com',
    defaultValue: 'hello@',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We reply within one working day. Enter an email address like name@company.com',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter an email address like name@company.com',
    );
  },
};

/** Required: a visible mark for sighted users, the native `required` state for assistive tech. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};

/** Disabled fields are skipped by Tab and cannot be edited. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'team@outpace.studio' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

/** Masked input for passwords (it has no textbox role, so it is found by its label). */
export const Password: Story = {
  args: {
    label: 'Password',
    type: 'password',
    placeholder: undefined,
    hint: 'At least 12 characters.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

/** Typing goes straight into the field and reports every change. */
export const Typing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await userEvent.type(input, 'ada@outpace.studio');
    await expect(input).toHaveValue('ada@outpace.studio');
    await expect(args.onChange).toHaveBeenCalledTimes('ada@outpace.studio'.length);
  },
};
