import { expect, waitFor } from 'storybook/test';
import type { PlayContext } from '../../storybook/playHelpers';
import { validCredentials } from './AuthForm.fixtures';

export { neverSettles, type PlayContext } from '../../storybook/playHelpers';

export const emailField = ({ canvas }: PlayContext) =>
  canvas.getByRole('textbox', { name: 'Email' });
/** Password inputs have no role, so they are found by their label. */
export const passwordField = ({ canvas }: PlayContext) => canvas.getByLabelText('Password');
export const confirmField = ({ canvas }: PlayContext) => canvas.getByLabelText('Confirm password');

/** Types into the fields a form has, in order. */
export async function fill(
  context: PlayContext,
  {
    email,
    password,
    confirmPassword,
  }: { email?: string; password?: string; confirmPassword?: string },
) {
  const { userEvent } = context;
  if (email !== undefined) await userEvent.type(emailField(context), email);
  if (password !== undefined) await userEvent.type(passwordField(context), password);
  if (confirmPassword !== undefined) await userEvent.type(confirmField(context), confirmPassword);
}

export const fillValid = (
  context: PlayContext,
  fields: { confirm?: boolean; email?: boolean } = {},
) =>
  fill(context, {
    email: fields.email === false ? undefined : validCredentials.email,
    password: validCredentials.password,
    confirmPassword: fields.confirm ? validCredentials.password : undefined,
  });

export async function submit({ canvas, userEvent }: PlayContext, name: string) {
  await userEvent.click(canvas.getByRole('button', { name }));
}

/** Waits until the element has focus (focus moves after the render that shows the message). */
export const expectFocused = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());
