import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import { authHrefs, sampleEmail, serverErrors, validCredentials } from './AuthForm.fixtures';
import { SignInForm } from './SignInForm';
import {
  emailField,
  expectFocused,
  fill,
  fillValid,
  neverSettles,
  passwordField,
  submit,
} from './storyHelpers';
import { withStaticMotion } from '../../storybook/decorators';

const meta = {
  title: 'Sections/AuthForm/SignIn',
  component: SignInForm,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: {
    signUpHref: authHrefs.signUpHref,
    forgotPasswordHref: authHrefs.forgotPasswordHref,
    onSubmit: fn(),
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form as a visitor first sees it. */
export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(emailField(context)).toHaveAttribute('autocomplete', 'email');
    await expect(passwordField(context)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** Submitting the empty form: a message on each field, focus on the first, nothing sent. */
export const Invalid: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    await submit(context, 'Sign in');
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Enter your email address.',
      'Enter your password.',
    ]);
    await expect(emailField(context)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(context)).toHaveAccessibleDescription('Enter your email address.');
    await expect(passwordField(context)).toHaveAttribute('aria-invalid', 'true');
    await expectFocused(emailField(context));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A typo in the address is caught before anything is sent. */
export const InvalidEmail: Story = {
  play: async (context) => {
    await fill(context, { email: 'maya@northwind', password: 'secret' });
    await submit(context, 'Sign in');
    await expect(emailField(context)).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request runs: spinner, 'Signing in…', button disabled; a second press does nothing. */
export const Pending: Story = {
  args: { onSubmit: fn(neverSettles) },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await fillValid(context);
    await submit(context, 'Sign in');
    const button = canvas.getByRole('button', { name: /Signing in…/ });
    await expect(button).toBeDisabled();
    await userEvent.type(passwordField(context), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(validCredentials);
  },
};

/** Wrong e-mail or password: one form-level alert (it does not say which), focused. */
export const WrongPassword: Story = {
  args: { onSubmit: fn(async () => ({ error: serverErrors.invalidCredentials })) },
  play: async (context) => {
    const { canvas } = context;
    await fillValid(context);
    await submit(context, 'Sign in');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(serverErrors.invalidCredentials.message);
    await expectFocused(alert);
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

/** The account exists but its e-mail address is not confirmed yet. */
export const EmailNotConfirmed: Story = {
  args: { onSubmit: fn(async () => ({ error: serverErrors.emailNotConfirmed })) },
  play: async (context) => {
    await fillValid(context);
    await submit(context, 'Sign in');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      serverErrors.emailNotConfirmed.message,
    );
  },
};

/** Too many attempts (HTTP 429). */
export const RateLimited: Story = {
  args: { onSubmit: fn(async () => ({ error: serverErrors.rateLimited })) },
  play: async (context) => {
    await fillValid(context);
    await submit(context, 'Sign in');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      serverErrors.rateLimited.message,
    );
  },
};

/** The server could not be reached. */
export const NetworkFailure: Story = {
  args: { onSubmit: fn(async () => ({ error: serverErrors.network })) },
  play: async (context) => {
    await fillValid(context);
    await submit(context, 'Sign in');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      serverErrors.network.message,
    );
  },
};

/** Pre-filled e-mail (e.g. after a password reset); the footer links can be left out. */
export const PrefilledWithoutLinks: Story = {
  args: { defaultEmail: sampleEmail, signUpHref: undefined, forgotPasswordHref: undefined },
  play: async (context) => {
    await expect(emailField(context)).toHaveValue(sampleEmail);
    await expect(context.canvas.queryByRole('link')).toBeNull();
  },
};

/** The pending spinner holds still when motion is reduced. */
export const ReducedMotion: Story = {
  args: { onSubmit: fn(neverSettles) },
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  decorators: [withStaticMotion],
  play: async (context) => {
    await fillValid(context);
    await submit(context, 'Sign in');
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: /Signing in…/ })).toBeDisabled(),
    );
  },
};

/** With passwordless sign-in offered in the footer, as the site's sign-in page has it. */
export const WithSignInLink: Story = {
  args: { signInLinkHref: '/sign-in?with=link' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'E-mail me a sign-in link' })).toHaveAttribute(
      'href',
      '/sign-in?with=link',
    );
  },
};
