import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import { securityErrors, validCode } from './AuthForm.fixtures';
import { sampleEmail } from './AuthForm.fixtures';
import { MfaChallengeForm } from './MfaChallengeForm';
import { neverSettles, type PlayContext } from './storyHelpers';
import type { AuthFormResult } from '../../internal/form';

const meta = {
  title: 'Sections/AuthForm/MfaChallenge',
  component: MfaChallengeForm,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: {
    email: sampleEmail,
    onSubmit: fn(async (): Promise<AuthFormResult | void> => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof MfaChallengeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeInput = ({ canvas }: PlayContext) => canvas.getByRole('textbox', { name: 'Code' });

async function verify(context: PlayContext) {
  await context.userEvent.type(codeInput(context), validCode);
  await context.userEvent.click(
    context.canvas.getByRole('button', { name: 'Verify and continue' }),
  );
}

/** After the password: the code from the app, with the cursor already in the field. */
export const Default: Story = {
  play: async (context) => {
    await expect(
      context.canvas.getByRole('heading', { level: 1, name: 'Enter your code' }),
    ).toBeVisible();
    await waitFor(() => expect(codeInput(context)).toHaveFocus());
    await context.userEvent.click(
      context.canvas.getByRole('button', { name: 'Sign in with another account' }),
    );
    await expect(context.args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Too short: caught before anything is sent. */
export const Invalid: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async (context) => {
    await context.userEvent.type(codeInput(context), '1234');
    await context.userEvent.click(
      context.canvas.getByRole('button', { name: 'Verify and continue' }),
    );
    await expect(codeInput(context)).toHaveAccessibleDescription(/The code is 6 digits/);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the code is checked. */
export const Pending: Story = {
  args: { onSubmit: fn(neverSettles) },
  play: async (context) => {
    await verify(context);
    await expect(context.canvas.getByRole('button', { name: /Verifying…/ })).toBeDisabled();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ code: '492031' });
  },
};

/** A wrong code: said on the field, the code kept. */
export const WrongCode: Story = {
  args: { onSubmit: fn(async () => ({ error: securityErrors.wrongCode })) },
  play: async (context) => {
    await verify(context);
    await expect(codeInput(context)).toHaveAccessibleDescription(
      expect.stringContaining(securityErrors.wrongCode.message),
    );
    await expect(codeInput(context)).toHaveValue(validCode);
  },
};

/** A code from a past step. */
export const ExpiredCode: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: { onSubmit: fn(async () => ({ error: securityErrors.codeExpired })) },
  play: async (context) => {
    await verify(context);
    await expect(codeInput(context)).toHaveAccessibleDescription(
      expect.stringContaining(securityErrors.codeExpired.message),
    );
  },
};
