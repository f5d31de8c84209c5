import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { NewPasswordFields } from './NewPasswordFields';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  width: 360px;
`;

const meta = {
  title: 'Primitives/NewPasswordFields',
  component: NewPasswordFields,
  args: { minLength: 8, password: {}, confirmation: {} },
  argTypes: { password: { control: false }, confirmation: { control: false } },
  decorators: [(Story) => <Form>{Story()}</Form>],
} satisfies Meta<typeof NewPasswordFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pair, empty: the hint names the server's minimum length. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAccessibleDescription(
      'At least 8 characters. A short phrase is easy to remember.',
    );
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

/** With the form's messages on both. */
export const WithErrors: Story = {
  args: {
    password: { value: 'abc', onChange: () => {}, error: 'Use at least 8 characters.' },
    confirmation: { value: 'abd', onChange: () => {}, error: 'The passwords do not match.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Use at least 8 characters.',
      'The passwords do not match.',
    ]);
  },
};
