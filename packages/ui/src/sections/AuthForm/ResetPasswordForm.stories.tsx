import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import {
  authHrefs,
  linkErrorMessage,
  minPasswordLength,
  sampleEmail,
  serverErrors,
  validCredentials,
} from './AuthForm.fixtures';
import { ResetPasswordForm } from './ResetPasswordForm';
import type { AuthFormResult } from '../../internal/form';
import {
  confirmField,
  expectFocused,
  fill,
  neverSettles,
  passwordField,
  submit,
} from './storyHelpers';

const meta = {
  title: 'Sections/AuthForm/ResetPassword',
  component: ResetPasswordForm,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: {
    email: sampleEmail,
    continueHref: authHrefs.continueHref,
    forgotPasswordHref: authHrefs.forgotPasswordHref,
    minPasswordLength,
    onSubmit: fn(async (): Promise<AuthFormResult | void> => undefined),
  },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillMatching = (context: Parameters<typeof fill>[0]) =>
  fill(context, {
    password: validCredentials.password,
    confirmPassword: validCredentials.password,
  });

/** Reached from the recovery link: new password and its confirmation. */
export const Default: Story = {
  play: async (context) => {
    await expect(
      context.canvas.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(passwordField(context)).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirmField(context)).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** Empty submit, then a mismatch. */
export const Invalid: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    await submit(context, 'Save new password');
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expectFocused(passwordField(context));
    await fill(context, { password: 'paper-lantern', confirmPassword: 'paper-lantren' });
    await submit(context, 'Save new password');
    await expect(confirmField(context)).toHaveAccessibleDescription('The passwords do not match.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the password is saved. */
export const Pending: Story = {
  args: { onSubmit: fn(neverSettles) },
  play: async (context) => {
    await fillMatching(context);
    await submit(context, 'Save new password');
    await expect(context.canvas.getByRole('button', { name: /Saving password…/ })).toBeDisabled();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      password: validCredentials.password,
    });
  },
};

/** The policy rejected the password; the reasons are listed on the field. */
export const WeakPassword: Story = {
  args: { onSubmit: fn(async () => ({ error: serverErrors.weakPassword })) },
  play: async (context) => {
    await fillMatching(context);
    await submit(context, 'Save new password');
    const alert = await context.canvas.findByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await expectFocused(passwordField(context));
  },
};

/** The session from the link expired while the page was open. */
export const SessionExpired: Story = {
  args: { onSubmit: fn(async () => ({ error: serverErrors.linkExpired })) },
  play: async (context) => {
    await fillMatching(context);
    await submit(context, 'Save new password');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      serverErrors.linkExpired.message,
    );
  },
};

/** Saved: a success message and the way on. */
export const Success: Story = {
  play: async (context) => {
    const { canvas } = context;
    await fillMatching(context);
    await submit(context, 'Save new password');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Password updated' });
    await expectFocused(heading);
    await expect(canvas.getByRole('link', { name: 'Continue to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
  },
};

/** The recovery link itself failed (expired or used): no form, a way to get a new link. */
export const LinkExpired: Story = {
  args: { linkError: linkErrorMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(linkErrorMessage);
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};
