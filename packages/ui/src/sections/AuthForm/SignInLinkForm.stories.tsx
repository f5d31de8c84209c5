import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { allModes, responsiveModes } from '../../storybook/modes';
import type { AuthFormResult } from '../../internal/form';
import { authHrefs, sampleEmail, serverErrors, validCode } from './AuthForm.fixtures';
import { SignInLinkForm } from './SignInLinkForm';
import {
  emailField,
  expectFocused,
  fill,
  neverSettles,
  submit,
  type PlayContext,
} from './storyHelpers';

const meta = {
  title: 'Sections/AuthForm/SignInLink',
  component: SignInLinkForm,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: {
    passwordHref: authHrefs.signInHref,
    onSendLink: fn(async (): Promise<AuthFormResult | void> => undefined),
    onVerifyCode: fn(async (): Promise<AuthFormResult | void> => undefined),
  },
} satisfies Meta<typeof SignInLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendLabel = 'E-mail me a sign-in link';
/** The idle and sent states are also reviewed in the second brand. */
const withBrandB = { chromatic: { modes: { ...responsiveModes, 'brand-b': allModes['brand-b'] } } };
const codeInput = ({ canvas }: PlayContext) => canvas.getByRole('textbox', { name: 'Code' });

async function sendLink(context: PlayContext) {
  await fill(context, { email: sampleEmail });
  await submit(context, sendLabel);
  await context.canvas.findByRole('heading', { level: 1, name: 'Check your inbox' });
}

/** Idle: one field, the promise of a link, and the way back to the password. */
export const Default: Story = {
  parameters: withBrandB,
  play: async (context) => {
    const { canvas } = context;
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sign in without a password' }),
    ).toBeVisible();
    await expect(emailField(context)).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('link', { name: 'Sign in with it' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  },
};

/** An empty or malformed e-mail is caught before a request. */
export const Invalid: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async (context) => {
    await submit(context, sendLabel);
    await expect(context.canvas.getByRole('alert')).toHaveTextContent('Enter your email address.');
    await expectFocused(emailField(context));
    await expect(context.args.onSendLink).not.toHaveBeenCalled();
  },
};

/** Sending: the button says so and cannot be pressed twice. */
export const Sending: Story = {
  args: { onSendLink: fn(neverSettles) },
  play: async (context) => {
    await fill(context, { email: sampleEmail });
    await submit(context, sendLabel);
    await expect(context.canvas.getByRole('button', { name: /Sending link…/ })).toBeDisabled();
  },
};

/** Sent: the same words whether or not the account exists, and the code as the alternative. */
export const Sent: Story = {
  parameters: withBrandB,
  play: async (context) => {
    const { args, canvas } = context;
    await sendLink(context);
    await expect(args.onSendLink).toHaveBeenCalledWith({ email: sampleEmail });
    await expectFocused(canvas.getByRole('heading', { level: 1, name: 'Check your inbox' }));
    await expect(canvas.getByText(/If an account exists for/)).toHaveTextContent(
      `If an account exists for ${sampleEmail}, we have sent it a sign-in link and a 6-digit code.`,
    );
    await expect(
      canvas.getByRole('button', { name: 'Enter the 6-digit code instead' }),
    ).toBeVisible();
  },
};

/** Error: too many e-mails; the visitor is told to wait and keeps the address. */
export const RateLimited: Story = {
  args: { onSendLink: fn(async () => ({ error: serverErrors.emailRateLimited })) },
  play: async (context) => {
    await fill(context, { email: sampleEmail });
    await submit(context, sendLabel);
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(serverErrors.emailRateLimited.message);
    await expectFocused(alert);
    await expect(emailField(context)).toHaveValue(sampleEmail);
  },
};

/** Code entry: the six digits from the same e-mail, checked with the address the link went to. */
export const CodeEntry: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await sendLink(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Enter the 6-digit code instead' }));
    await expectFocused(codeInput(context));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
    await userEvent.type(codeInput(context), validCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onVerifyCode).toHaveBeenCalledWith({
      email: sampleEmail,
      code: validCode.replace(' ', ''),
    });
  },
};

/** A wrong or expired code is shown on the field, which keeps what was typed. */
export const WrongCode: Story = {
  args: { onVerifyCode: fn(async () => ({ error: serverErrors.signInCodeInvalid })) },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await sendLink(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Enter the 6-digit code instead' }));
    await userEvent.type(codeInput(context), validCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(serverErrors.signInCodeInvalid.message)).toBeVisible();
    await expect(codeInput(context)).toHaveValue(validCode);
  },
};

/** Every sentence can be replaced; the rest keep their defaults. */
export const CustomWords: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: { labels: { title: 'Magic link', submit: 'Send it' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Magic link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send it' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in with it' })).toBeVisible();
  },
};
