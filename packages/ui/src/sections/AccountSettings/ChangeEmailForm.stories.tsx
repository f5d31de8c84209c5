import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import { neverSettles, type PlayContext } from '../../storybook/playHelpers';
import type { AuthFormResult } from '../../internal/form';
import { sampleEmail, securityErrors } from './AccountSettings.fixtures';
import { ChangeEmailForm, defaultChangeEmailFormLabels } from './ChangeEmailForm';

const meta = {
  title: 'Sections/AccountSettings/ChangeEmail',
  component: ChangeEmailForm,
  parameters: { chromatic: { modes: responsiveModes } },
  args: { email: sampleEmail, onSubmit: fn(async (): Promise<AuthFormResult | void> => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof ChangeEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const newEmail = 'maya@harbor.studio';
const emailInput = ({ canvas }: PlayContext) => canvas.getByRole('textbox', { name: 'New email' });

async function change(context: PlayContext, value = newEmail) {
  await context.userEvent.type(emailInput(context), value);
  await context.userEvent.click(context.canvas.getByRole('button', { name: 'Change email' }));
}

/** The current address, and a field for the new one. */
export const Default: Story = {
  play: async (context) => {
    await expect(context.canvas.getByRole('heading', { level: 2, name: 'Email' })).toBeVisible();
    await expect(context.canvas.queryByText(/Pending/)).toBeNull();
  },
};

/** Links sent: the change waits until both addresses have confirmed it. */
export const PendingConfirmation: Story = {
  args: { pendingEmail: newEmail },
  play: async ({ canvas }) => {
    const notice = canvas.getByText('Pending: confirm from both addresses').parentElement;
    await expect(notice).toHaveTextContent(newEmail);
  },
};

/** While the links are sent. */
export const Sending: Story = {
  args: { onSubmit: fn(neverSettles) },
  play: async (context) => {
    await change(context);
    await expect(context.canvas.getByRole('button', { name: /Sending links…/ })).toBeDisabled();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ email: newEmail });
  },
};

/** Changed at once (a server that confirms e-mails automatically): a success notice. */
export const Changed: Story = {
  play: async (context) => {
    await change(context);
    await expect(await context.canvas.findByText('Email changed')).toBeVisible();
  },
};

/** Another account has the address: said on the field, the address kept. */
export const EmailInUse: Story = {
  args: { onSubmit: fn(async () => ({ error: securityErrors.emailInUse })) },
  play: async (context) => {
    await change(context);
    await waitFor(() => expect(emailInput(context)).toHaveFocus());
    await expect(emailInput(context)).toHaveAccessibleDescription(
      expect.stringContaining(securityErrors.emailInUse.message),
    );
    await expect(emailInput(context)).toHaveValue(newEmail);
  },
};

/** The current address typed again: caught before anything is sent. */
export const SameAddress: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async (context) => {
    await change(context, sampleEmail);
    await expect(emailInput(context)).toHaveAccessibleDescription(
      defaultChangeEmailFormLabels.sameAddress,
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};
