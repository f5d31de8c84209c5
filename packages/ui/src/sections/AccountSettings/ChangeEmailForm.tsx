import { EmailField } from '../../primitives/EmailField';
import {
  AuthSubmit,
  authFieldProps,
  StyledForm,
  useAuthForm,
  type AuthSubmitHandler,
} from '../../internal/form';
import { SettingsNotice, SettingsPanel } from './SettingsPanel';

export interface ChangeEmailFormProps {
  /**
   * Starts the change. Resolve with `{ error }` for expected failures (`field: 'email'` for an address already in
   * use); the typed address stays.
   */
  onSubmit: AuthSubmitHandler<{ email: string }>;
  /** The account's e-mail now. */
  email: string;
  /**
   * An address waiting for confirmation, as the server reports it (`user.new_email`). Without one after a
   * successful submit, the server changed the address at once (a project that confirms e-mails automatically).
   */
  pendingEmail?: string | null;
  /** The section's anchor. @default 'email' */
  id?: string;
}

export const changeEmailMessages = {
  sameAddress: 'That is already your email. Enter the new address.',
} as const;

/**
 * Changes the account's e-mail with secure e-mail change: links go to the current and the new address, and the
 * change stays pending until both are opened.
 */
export function ChangeEmailForm({
  onSubmit,
  email,
  pendingEmail,
  id = 'email',
}: ChangeEmailFormProps) {
  const form = useAuthForm({
    mode: 'changeEmail',
    onSubmit: (values) => {
      const next = values.email ?? '';
      if (next.toLowerCase() === email.toLowerCase())
        return { error: { field: 'email', message: changeEmailMessages.sameAddress } };
      return onSubmit({ email: next });
    },
  });

  return (
    <SettingsPanel
      id={id}
      title="Email"
      description={`You sign in with ${email}. To change it, we send a link to this address and one to the new one.`}
    >
      {pendingEmail ? (
        <SettingsNotice tone="pending" title="Pending: confirm from both addresses">
          Open the links we sent to {email} and to {pendingEmail}. Until you have opened both, you
          sign in with {email}.
        </SettingsNotice>
      ) : (
        form.submitted && (
          <SettingsNotice tone="success" title="Email changed">
            You now sign in with {email}.
          </SettingsNotice>
        )
      )}
      <StyledForm noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-title`}>
        <EmailField {...authFieldProps(form, 'email')} label="New email" />
        <AuthSubmit
          label="Change email"
          pendingLabel="Sending links…"
          isPending={form.isPending}
          formError={form.formError}
          alertRef={form.alertRef}
        />
      </StyledForm>
    </SettingsPanel>
  );
}
ChangeEmailForm.displayName = 'ChangeEmailForm';
