import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import { serverErrors } from '../AuthForm/AuthForm.fixtures';
import { neverSettles, type PlayContext } from '../../storybook/playHelpers';
import type { AuthFormResult } from '../../internal/form';
import {
  currentPassword,
  minPasswordLength,
  newPassword,
  sampleEmail,
  securityErrors,
  validCode,
} from './AccountSettings.fixtures';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Sections/AccountSettings/ChangePassword',
  component: ChangePasswordForm,
  parameters: { chromatic: { modes: responsiveModes } },
  args: {
    email: sampleEmail,
    minPasswordLength,
    onSubmit: fn(async (): Promise<AuthFormResult | void> => undefined),
    onSendCode: fn(async (): Promise<AuthFormResult | void> => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = ({ canvas }: PlayContext, label: string) => canvas.getByLabelText(label);

/** Types the current password, the e-mailed code when the form asks for one, and the new password twice. */
async function fillNew(context: PlayContext, { withCode = false } = {}) {
  const { userEvent } = context;
  await userEvent.type(field(context, 'Current password'), currentPassword);
  if (withCode) await userEvent.type(field(context, 'Code from your email'), validCode);
  await userEvent.type(field(context, 'New password'), newPassword);
  await userEvent.type(field(context, 'Confirm new password'), newPassword);
}

const submit = ({ canvas, userEvent }: PlayContext) =>
  userEvent.click(canvas.getByRole('button', { name: 'Change password' }));

/** The current password, then the new one twice. */
export const Default: Story = {
  play: async (context) => {
    await expect(context.canvas.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible();
    await expect(field(context, 'Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(field(context, 'New password')).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** Nothing typed: each field says what it needs, nothing is sent. */
export const Invalid: Story = {
  play: async (context) => {
    await submit(context);
    await expect(context.canvas.getAllByRole('alert')).toHaveLength(3);
    await waitFor(() => expect(field(context, 'Current password')).toHaveFocus());
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the server saves it. */
export const Pending: Story = {
  args: { onSubmit: fn(neverSettles) },
  play: async (context) => {
    await fillNew(context);
    await submit(context);
    await expect(context.canvas.getByRole('button', { name: /Changing password…/ })).toBeDisabled();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      password: newPassword,
      currentPassword,
    });
  },
};

/** A wrong current password: said on that field, and everything typed stays. */
export const WrongCurrentPassword: Story = {
  args: { onSubmit: fn(async () => ({ error: securityErrors.wrongCurrentPassword })) },
  play: async (context) => {
    await fillNew(context);
    await submit(context);
    const current = field(context, 'Current password');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription(
      expect.stringContaining(securityErrors.wrongCurrentPassword.message),
    );
    await expect(current).toHaveValue(currentPassword);
    await expect(field(context, 'New password')).toHaveValue(newPassword);
  },
};

/** The same strength rules as sign-up: the reasons are listed on the new password. */
export const WeakPassword: Story = {
  args: { onSubmit: fn(async () => ({ error: serverErrors.weakPassword })) },
  play: async (context) => {
    await fillNew(context);
    await submit(context);
    const alert = await context.canvas.findByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(field(context, 'New password')).toHaveFocus());
  },
};

/** Saved. */
export const Success: Story = {
  play: async (context) => {
    await fillNew(context);
    await submit(context);
    await expect(await context.canvas.findByText('Password changed')).toBeVisible();
  },
};

/** Secure password change: a code sent by e-mail as well as the current password. */
export const WithEmailedCode: Story = {
  args: { verification: 'code' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a code' }));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'Send a new code' })).toBeEnabled();
    await expect(field(context, 'Code from your email')).toHaveAccessibleDescription(
      /We sent a code to maya@northwind.co/,
    );
    await fillNew(context, { withCode: true });
    await submit(context);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: newPassword,
      currentPassword,
      code: '492031',
    });
  },
};

/** The e-mailed code was wrong or too old: said on the code field, the new password kept. */
export const CodeNotValid: Story = {
  args: {
    verification: 'code',
    onSubmit: fn(async () => ({ error: securityErrors.codeNotValid })),
  },
  play: async (context) => {
    await fillNew(context, { withCode: true });
    await submit(context);
    const code = field(context, 'Code from your email');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining(securityErrors.codeNotValid.message),
    );
    await expect(field(context, 'New password')).toHaveValue(newPassword);
  },
};
