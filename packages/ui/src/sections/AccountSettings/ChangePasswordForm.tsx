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
import { useState, type ReactNode } from 'react';

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
  /** Overrides for the texts. */
  labels?: Partial<ChangePasswordFormLabels>;
}

/** Every text of the change-password form; all have defaults (`defaultChangePasswordFormLabels`). */
export interface ChangePasswordFormLabels {
  title: string;
  description: string;
  changedTitle: string;
  changedText: string;
  currentPasswordLabel: string;
  newPasswordLabel: string;
  confirmPasswordLabel: string;
  submit: string;
  pending: string;
  codeLabel: string;
  /** The code field's hint once a code was sent, with the account's e-mail (drawn in bold). */
  codeSentHint: (email: ReactNode) => ReactNode;
  /** The code field's hint before one was asked for. */
  codeHint: (email: string) => ReactNode;
  /** The send button's spinner's accessible name. */
  sendingCodeLabel: string;
  sendingCode: string;
  sendNewCode: string;
  sendCode: string;
}

export const defaultChangePasswordFormLabels: ChangePasswordFormLabels = {
  title: 'Password',
  description:
    'Choose a new password. Other devices signed in to your account are signed out when you save it.',
  changedTitle: 'Password changed',
  changedText:
    'Use your new password the next time you sign in. Your other devices are signed out.',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm new password',
  submit: 'Change password',
  pending: 'Changing password…',
  codeLabel: 'Code from your email',
  codeSentHint: (email) => <>We sent a code to {email}. It works for a few minutes.</>,
  codeHint: (email) => <>We send it to {email} when you ask for it.</>,
  sendingCodeLabel: 'Sending the code',
  sendingCode: 'Sending…',
  sendNewCode: 'Send a new code',
  sendCode: 'Email me a code',
};

/** Changes the password of the signed-in account; the other devices are signed out when it is saved. */
export function ChangePasswordForm({
  onSubmit,
  verification = 'currentPassword',
  onSendCode,
  email,
  minPasswordLength,
  maxPasswordLength = DEFAULT_MAX_PASSWORD_LENGTH,
  id = 'password',
  labels: labelOverrides,
}: ChangePasswordFormProps) {
  const labels = { ...defaultChangePasswordFormLabels, ...labelOverrides };
  const withCode = verification === 'code';
  const form = useAuthForm({
    mode: withCode ? 'changePasswordWithCode' : 'changePassword',
    minPasswordLength,
    maxPasswordLength,
    onSubmit: ({ password = '', currentPassword = '', code }) =>
      onSubmit(withCode ? { password, currentPassword, code } : { password, currentPassword }),
  });

  return (
    <SettingsPanel id={id} title={labels.title} description={labels.description}>
      {form.submitted ? (
        <div>
          <SettingsNotice tone="success" title={labels.changedTitle}>
            {labels.changedText}
          </SettingsNotice>
        </div>
      ) : (
        <StyledForm noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-title`}>
          <AccountUsername email={email} />
          <TextField
            {...authFieldProps(form, 'currentPassword')}
            label={labels.currentPasswordLabel}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            aria-required="true"
          />
          {withCode && (
            <SendCodeField form={form} email={email} onSendCode={onSendCode} labels={labels} />
          )}
          <NewPasswordFields
            minLength={minPasswordLength}
            passwordLabel={labels.newPasswordLabel}
            confirmationLabel={labels.confirmPasswordLabel}
            password={authFieldProps(form, 'password')}
            confirmation={authFieldProps(form, 'confirmPassword')}
          />
          <AuthSubmit
            label={labels.submit}
            pendingLabel={labels.pending}
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
  labels,
}: {
  form: ReturnType<typeof useAuthForm>;
  email: string;
  onSendCode?: () => Promise<AuthFormResult | void>;
  labels: ChangePasswordFormLabels;
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
        label={labels.codeLabel}
        hint={
          sent && !sendError
            ? labels.codeSentHint(<strong>{email}</strong>)
            : labels.codeHint(email)
        }
        error={field.error ?? (sendError ? <FieldServerError error={sendError} /> : undefined)}
      />
      {onSendCode && (
        <Button
          variant="secondary"
          size="sm"
          onClick={sending.run}
          disabled={sending.isPending}
          iconStart={
            sending.isPending ? <Spinner size="sm" label={labels.sendingCodeLabel} /> : undefined
          }
        >
          {sending.isPending ? labels.sendingCode : sent ? labels.sendNewCode : labels.sendCode}
        </Button>
      )}
    </StyledFieldWithAction>
  );
}
