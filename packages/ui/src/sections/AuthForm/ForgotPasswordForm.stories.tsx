import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import { authHrefs, sampleEmail, serverErrors } from './AuthForm.fixtures';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import type { AuthFormResult } from '../../internal/form';
import { emailField, expectFocused, fill, neverSettles, submit } from './storyHelpers';

const meta = {
  title: 'Sections/AuthForm/ForgotPassword',
  component: ForgotPasswordForm,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: {
    signInHref: authHrefs.signInHref,
    onSubmit: fn(async (): Promise<AuthFormResult | void> => undefined),
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One field and a clear promise of what happens next. */
export const Default: Story = {
  play: async (context) => {
    await expect(
      context.canvas.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await expect(emailField(context)).toHaveAttribute('autocomplete', 'email');
  },
};

/** Empty or malformed e-mail is caught before a request. */
export const Invalid: Story = {
  play: async (context) => {
    await submit(context, 'Send reset link');
    await expect(context.canvas.getByRole('alert')).toHaveTextContent('Enter your email address.');
    await fill(context, { email: 'maya.northwind.co' });
    await submit(context, 'Send reset link');
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      'Enter a valid email address, like name@example.com.',
    );
    await expectFocused(emailField(context));
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request runs. */
export const Pending: Story = {
  args: { onSubmit: fn(neverSettles) },
  play: async (context) => {
    await fill(context, { email: sampleEmail });
    await submit(context, 'Send reset link');
    await expect(context.canvas.getByRole('button', { name: /Sending link…/ })).toBeDisabled();
  },
};

/** The neutral confirmation, the same whether or not the account exists. */
export const Confirmation: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    await fill(context, { email: sampleEmail });
    await submit(context, 'Send reset link');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: sampleEmail });
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' });
    await expectFocused(heading);
    await expect(canvas.getByText(/If an account exists for/)).toHaveTextContent(
      `If an account exists for ${sampleEmail}, we have sent a link to reset your password.`,
    );
    await expect(canvas.getByRole('button', { name: 'Use a different email' })).toBeVisible();
  },
};

/** 'Use a different email' brings the form back with the address kept for editing. */
export const UseDifferentEmail: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fill(context, { email: sampleEmail });
    await submit(context, 'Send reset link');
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a different email' }));
    await expect(emailField(context)).toHaveValue(sampleEmail);
  },
};

/** Too many reset e-mails: the visitor is told to wait, nothing about the account is revealed. */
export const RateLimited: Story = {
  args: { onSubmit: fn(async () => ({ error: serverErrors.emailRateLimited })) },
  play: async (context) => {
    await fill(context, { email: sampleEmail });
    await submit(context, 'Send reset link');
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(serverErrors.emailRateLimited.message);
    await expectFocused(alert);
  },
};
