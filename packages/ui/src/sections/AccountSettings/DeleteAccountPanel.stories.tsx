import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import { neverSettles, type PlayContext } from '../../storybook/playHelpers';
import type { AuthFormResult } from '../../internal/form';
import { sampleEmail, securityErrors } from './AccountSettings.fixtures';
import { DeleteAccountPanel, defaultDeleteAccountPanelLabels } from './DeleteAccountPanel';

const meta = {
  title: 'Sections/AccountSettings/DeleteAccount',
  component: DeleteAccountPanel,
  parameters: { chromatic: { modes: responsiveModes } },
  args: { email: sampleEmail, onDelete: fn(async (): Promise<AuthFormResult | void> => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof DeleteAccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is in a portal, outside the story's canvas. */
const dialog = () => within(screen.getByRole('dialog', { name: 'Delete your account?' }));

/** Opens the dialog, types `typed` and presses the delete button; resolves with the e-mail input. */
async function confirmWith({ canvas, userEvent }: PlayContext, typed: string) {
  await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
  const input = await waitFor(() =>
    dialog().getByRole('textbox', { name: 'Type your email to confirm' }),
  );
  await userEvent.type(input, typed);
  await userEvent.click(dialog().getByRole('button', { name: 'Delete my account' }));
  return input;
}

/** A button; nothing is deleted without the dialog. */
export const Default: Story = {};

/** The dialog asks for the account's e-mail, typed out. */
export const Confirming: Story = {
  play: async (context) => {
    await confirmWith(context, sampleEmail);
    await expect(context.args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** Another address typed: said on the field, nothing deleted, the text kept. */
export const WrongEmail: Story = {
  play: async (context) => {
    const { args } = context;
    const input = await confirmWith(context, 'maya@northwind.com');
    await expect(input).toHaveAccessibleDescription(
      defaultDeleteAccountPanelLabels.mismatch(sampleEmail),
    );
    await expect(input).toHaveValue('maya@northwind.com');
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** While the account is deleted. */
export const Deleting: Story = {
  args: { onDelete: fn(neverSettles) },
  play: async (context) => {
    await confirmWith(context, sampleEmail);
    await expect(dialog().getByRole('button', { name: /Deleting your account…/ })).toBeDisabled();
  },
};

/** The server failed: the dialog stays open with the reason. */
export const Failed: Story = {
  args: { onDelete: fn(async () => ({ error: securityErrors.network })) },
  play: async (context) => {
    const input = await confirmWith(context, sampleEmail);
    await expect(await dialog().findByRole('alert')).toHaveTextContent(
      securityErrors.network.message,
    );
    await expect(input).toHaveValue(sampleEmail);
  },
};
