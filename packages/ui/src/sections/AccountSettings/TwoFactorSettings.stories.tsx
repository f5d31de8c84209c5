import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import { neverSettles } from '../../storybook/playHelpers';
import type { AuthFormResult } from '../../internal/form';
import { enrollment, factors, securityErrors, validCode } from './AccountSettings.fixtures';
import { TwoFactorSettings } from './TwoFactorSettings';

const meta = {
  title: 'Sections/AccountSettings/TwoFactor',
  component: TwoFactorSettings,
  parameters: { chromatic: { modes: responsiveModes } },
  args: {
    factors: [],
    onStartEnrollment: fn(async (): Promise<AuthFormResult | void> => undefined),
    onConfirmEnrollment: fn(async (): Promise<AuthFormResult | void> => undefined),
    onCancelEnrollment: fn(),
    onRemove: fn(async (): Promise<AuthFormResult | void> => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof TwoFactorSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: one button to set up an authenticator app. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set up an authenticator app' }));
    await expect(args.onStartEnrollment).toHaveBeenCalledTimes(1);
  },
};

/** The list is loading. */
export const Loading: Story = { args: { isLoading: true } };

/** Preparing the enrollment. */
export const Preparing: Story = {
  args: { onStartEnrollment: fn(neverSettles) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set up an authenticator app' }));
    await expect(canvas.getByRole('button', { name: /Preparing…/ })).toBeDisabled();
  },
};

/** The enrollment could not start: said above the button, which stays. */
export const StartFailed: Story = {
  args: { onStartEnrollment: fn(async () => ({ error: securityErrors.network })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set up an authenticator app' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      securityErrors.network.message,
    );
    await expect(canvas.getByRole('button', { name: 'Set up an authenticator app' })).toBeEnabled();
  },
};

/** Enrolling: the QR code, the key for typing by hand, and the first code. */
export const Enrolling: Story = {
  args: { enrollment },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(canvas.getByText(enrollment.secret)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code from the app' }), validCode);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    await expect(args.onConfirmEnrollment).toHaveBeenCalledWith({ code: '492031' });
    await expect(await canvas.findByText('Two-factor authentication is on')).toBeVisible();
  },
};

/** A wrong first code: said on the field, the code kept. */
export const WrongCode: Story = {
  args: { enrollment, onConfirmEnrollment: fn(async () => ({ error: securityErrors.wrongCode })) },
  play: async ({ canvas, userEvent }) => {
    const code = canvas.getByRole('textbox', { name: 'Code from the app' });
    await userEvent.type(code, validCode);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining(securityErrors.wrongCode.message),
    );
    await expect(code).toHaveValue(validCode);
  },
};

/** On: the apps, each with a way to remove it. */
export const On: Story = {
  args: { factors },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Your authenticator apps' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Phone' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Add another authenticator app' }),
    ).toBeVisible();
  },
};

/** Removing one asks for a current code from it first. */
export const Remove: Story = {
  args: { factors },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Phone' }));
    const code = canvas.getByRole('textbox', { name: 'Current code from this app' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, validCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove authenticator' }));
    await expect(args.onRemove).toHaveBeenCalledWith({ factorId: 'factor-phone', code: '492031' });
    await expect(await canvas.findByText('Authenticator removed')).toBeVisible();
  },
};

/** A code from another app (or an old one) removes nothing. */
export const RemoveWrongCode: Story = {
  args: { factors, onRemove: fn(async () => ({ error: securityErrors.wrongCode })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Phone' }));
    const code = canvas.getByRole('textbox', { name: 'Current code from this app' });
    await userEvent.type(code, validCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove authenticator' }));
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining(securityErrors.wrongCode.message),
    );
    await expect(code).toHaveValue(validCode);
  },
};
