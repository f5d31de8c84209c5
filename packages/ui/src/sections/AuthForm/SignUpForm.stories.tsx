import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import {
  authHrefs,
  minPasswordLength,
  sampleEmail,
  serverErrors,
  validCredentials,
} from './AuthForm.fixtures';
import { SignUpForm, type SignUpFormProps } from './SignUpForm';
import {
  confirmField,
  emailField,
  expectFocused,
  fill,
  fillValid,
  neverSettles,
  passwordField,
  submit,
} from './storyHelpers';

const meta = {
  title: 'Sections/AuthForm/SignUp',
  component: SignUpForm,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: { signInHref: authHrefs.signInHref, minPasswordLength, onSubmit: fn() },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: the password hint states the server's minimum length. */
export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expect(passwordField(context)).toHaveAccessibleDescription(
      'At least 6 characters. A short phrase is easy to remember.',
    );
    await expect(passwordField(context)).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirmField(context)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

/** Submitting the empty form: three messages, focus on the e-mail, nothing sent. */
export const Invalid: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    await submit(context, 'Create account');
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter your email address.',
      'Choose a password.',
      'Enter your password again to confirm it.',
    ]);
    await expectFocused(emailField(context));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Too short and not matching: both explained, focus on the password. */
export const ShortAndMismatched: Story = {
  play: async (context) => {
    const { args } = context;
    await fill(context, { email: sampleEmail, password: 'abc', confirmPassword: 'abd' });
    await submit(context, 'Create account');
    await expect(passwordField(context)).toHaveAccessibleDescription(
      'At least 6 characters. A short phrase is easy to remember. Use at least 6 characters.',
    );
    await expect(confirmField(context)).toHaveAccessibleDescription('The passwords do not match.');
    await expectFocused(passwordField(context));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server with a stricter policy passes its minimum; hint and check follow it. */
export const CustomMinimum: Story = {
  args: { minPasswordLength: 10 },
  play: async (context) => {
    await fill(context, {
      email: sampleEmail,
      password: 'paper-lan',
      confirmPassword: 'paper-lan',
    });
    await submit(context, 'Create account');
    await expect(
      context.canvas.getByText('Use at least 10 characters.', { selector: '[role="alert"] span' }),
    ).toBeVisible();
  },
};

/** While the account is created. */
export const Pending: Story = {
  args: { onSubmit: fn(neverSettles) },
  play: async (context) => {
    await fillValid(context, { confirm: true });
    await submit(context, 'Create account');
    await expect(context.canvas.getByRole('button', { name: /Creating account…/ })).toBeDisabled();
    await expect(context.args.onSubmit).toHaveBeenCalledWith(validCredentials);
  },
};

/** The server's weak-password answer, its reasons listed under the password field. */
export const WeakPassword: Story = {
  args: { onSubmit: fn(async () => ({ error: serverErrors.weakPassword })) },
  play: async (context) => {
    await fillValid(context, { confirm: true });
    await submit(context, 'Create account');
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Choose a stronger password.');
    const items = within(within(alert).getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(serverErrors.weakPassword.reasons);
    await expect(passwordField(context)).toHaveAttribute('aria-invalid', 'true');
    await expectFocused(passwordField(context));
  },
};

/** Weak password reported without a field: the reasons go in the form-level alert. */
export const WeakPasswordFormLevel: Story = {
  args: { onSubmit: fn(async () => ({ error: serverErrors.weakPasswordFormLevel })) },
  play: async (context) => {
    await fillValid(context, { confirm: true });
    await submit(context, 'Create account');
    const alert = await context.canvas.findByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
    await expectFocused(alert);
  },
};

/** "User already registered" (only when the server auto-confirms), shown on the e-mail field. */
export const AlreadyRegistered: Story = {
  args: { onSubmit: fn(async () => ({ error: serverErrors.alreadyRegistered })) },
  play: async (context) => {
    await fillValid(context, { confirm: true });
    await submit(context, 'Create account');
    await expectFocused(emailField(context));
    await expect(emailField(context)).toHaveAccessibleDescription(
      serverErrors.alreadyRegistered.message,
    );
  },
};

/** E-mail quota reached (HTTP 429 `over_email_send_rate_limit`). */
export const EmailRateLimited: Story = {
  args: { onSubmit: fn(async () => ({ error: serverErrors.emailRateLimited })) },
  play: async (context) => {
    await fillValid(context, { confirm: true });
    await submit(context, 'Create account');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      serverErrors.emailRateLimited.message,
    );
  },
};

/** The end state when confirmation is required. */
export const CheckInbox: Story = {
  args: { confirmationSentTo: sampleEmail },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(canvas.getByText(/We sent a confirmation link to/)).toHaveTextContent(
      `We sent a confirmation link to ${sampleEmail}.`,
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** How the site drives it: after a sign-up without a session it sets `confirmationSentTo`. */
function SignUpFlow(props: SignUpFormProps) {
  const [sentTo, setSentTo] = useState<string>();
  return (
    <SignUpForm
      {...props}
      confirmationSentTo={sentTo}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        setSentTo(values.email);
      }}
    />
  );
}

/** The whole flow: submit, then the inbox state takes over and its heading receives focus. */
export const SubmitToCheckInbox: Story = {
  render: (args) => <SignUpFlow {...args} />,
  play: async (context) => {
    await fillValid(context, { confirm: true });
    await submit(context, 'Create account');
    const heading = await context.canvas.findByRole('heading', {
      level: 1,
      name: 'Check your inbox',
    });
    await expectFocused(heading);
  },
};
