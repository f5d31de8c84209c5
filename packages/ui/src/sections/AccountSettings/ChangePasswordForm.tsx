import { TextField } from '../../primitives/TextField';
import { Button } from '../../primitives/Button';
import { CodeField } from '../../primitives/CodeField';
import { NewPasswordFields } from '../../primitives/NewPasswordFields';
import { Spinner } from '../../primitives/Spinner';
import {
  AccountUsername,
  AuthSubmit,
  authFieldProps,
  FieldServerError,
  StyledFieldWithAction,
  StyledForm,
  useAuthForm,
  type AuthFormResult,
  type AuthSubmitHandler,
  DEFAULT_MAX_PASSWORD_LENGTH,
} from '../../internal/form';
import { SettingsNotice, SettingsPanel } from './SettingsPanel';
import { usePendingAction } from '../../hooks/usePendingAction';
import { useState } from 'react';

export interface ChangePasswordValues {
  password: string;
  currentPassword: string;
  /** With `verification: 'code'`: the code from the reauthentication e-mail. */
  code?: string;
}

export interface ChangePasswordFormProps {
  /**
   * Saves the new password. Resolve with `{ error }` for expected failures, with `field` set to show it on a field:
   * 'currentPassword' (wrong current password), 'code' (wrong or expired code), 'password' (weak, with `reasons`,
   * or the same as now). Everything typed stays.
   */
  onSubmit: AuthSubmitHandler<ChangePasswordValues>;
  /**
   * How the person proves it is them: the current password alone, or with a code sent by e-mail as well (when the
   * auth server asks for reauthentication; a server that also wants the current password checks both).
   * @default 'currentPassword'
   */
  verification?: 'currentPassword' | 'code';
  /** Sends the e-mail with the code (`verification: 'code'`). Resolve with `{ error }` if it could not be sent. */
  onSendCode?: () => Promise<AuthFormResult | void>;
  /** The account's e-mail: given to password managers as the username, named where the code goes. */
  email: string;
  /** The auth server's minimum password length, used by the check and the hint. */
  minPasswordLength: number;
  /** The server's maximum password length. @default 72 */
  maxPasswordLength?: number;
  /** The section's anchor. @default 'password' */
  id?: string;
}

/** Changes the password of the signed-in account; the other devices are signed out when it is saved. */
export function ChangePasswordForm({
  onSubmit,
  verification = 'currentPassword',
  onSendCode,
  email,
  minPasswordLength,
  maxPasswordLength = DEFAULT_MAX_PASSWORD_LENGTH,
  id = 'password',
}: ChangePasswordFormProps) {
  const withCode = verification === 'code';
  const form = useAuthForm({
    mode: withCode ? 'changePasswordWithCode' : 'changePassword',
    minPasswordLength,
    maxPasswordLength,
    onSubmit: ({ password = '', currentPassword = '', code }) =>
      onSubmit(withCode ? { password, currentPassword, code } : { password, currentPassword }),
  });

  return (
    <SettingsPanel
      id={id}
      title="Password"
      description="Choose a new password. Other devices signed in to your account are signed out when you save it."
    >
      {form.submitted ? (
        <div>
          <SettingsNotice tone="success" title="Password changed">
            Use your new password the next time you sign in. Your other devices are signed out.
          </SettingsNotice>
        </div>
      ) : (
        <StyledForm noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-title`}>
          <AccountUsername email={email} />
          <TextField
            {...authFieldProps(form, 'currentPassword')}
            label="Current password"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            aria-required="true"
          />
          {withCode && <SendCodeField form={form} email={email} onSendCode={onSendCode} />}
          <NewPasswordFields
            minLength={minPasswordLength}
            passwordLabel="New password"
            confirmationLabel="Confirm new password"
            password={authFieldProps(form, 'password')}
            confirmation={authFieldProps(form, 'confirmPassword')}
          />
          <AuthSubmit
            label="Change password"
            pendingLabel="Changing password…"
            isPending={form.isPending}
            formError={form.formError}
            alertRef={form.alertRef}
          />
        </StyledForm>
      )}
    </SettingsPanel>
  );
}
ChangePasswordForm.displayName = 'ChangePasswordForm';

/** The e-mailed code's field and the button that sends it, with what happened to the last send. */
function SendCodeField({
  form,
  email,
  onSendCode,
}: {
  form: ReturnType<typeof useAuthForm>;
  email: string;
  onSendCode?: () => Promise<AuthFormResult | void>;
}) {
  const [sent, setSent] = useState<AuthFormResult | null>(null);
  const sending = usePendingAction(async () => {
    setSent(null);
    setSent((await onSendCode?.()) ?? {});
  });
  const field = authFieldProps(form, 'code');
  const sendError = sent?.error;
  return (
    <StyledFieldWithAction>
      <CodeField
        {...field}
        label="Code from your email"
        hint={
          sent && !sendError ? (
            <>
              We sent a code to <strong>{email}</strong>. It works for a few minutes.
            </>
          ) : (
            <>We send it to {email} when you ask for it.</>
          )
        }
        error={field.error ?? (sendError ? <FieldServerError error={sendError} /> : undefined)}
      />
      {onSendCode && (
        <Button
          variant="secondary"
          size="sm"
          onClick={sending.run}
          disabled={sending.isPending}
          iconStart={sending.isPending ? <Spinner size="sm" label="Sending the code" /> : undefined}
        >
          {sending.isPending ? 'Sending…' : sent ? 'Send a new code' : 'Email me a code'}
        </Button>
      )}
    </StyledFieldWithAction>
  );
}
