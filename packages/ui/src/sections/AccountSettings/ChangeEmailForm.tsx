import type { ReactNode } from 'react';
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
  /** Overrides for the texts. */
  labels?: Partial<ChangeEmailFormLabels>;
}

/** Every text of the change-email form; all have defaults (`defaultChangeEmailFormLabels`). */
export interface ChangeEmailFormLabels {
  title: string;
  /** The line under the title, with the account's e-mail now. */
  description: (email: string) => string;
  pendingTitle: string;
  /** While the change waits: the current and the new address. */
  pendingText: (email: string, pendingEmail: string) => ReactNode;
  changedTitle: string;
  changedText: (email: string) => ReactNode;
  emailLabel: string;
  submit: string;
  pending: string;
  /** The field's error when the typed address is the current one. */
  sameAddress: string;
}

export const defaultChangeEmailFormLabels: ChangeEmailFormLabels = {
  title: 'Email',
  description: (email) =>
    `You sign in with ${email}. To change it, we send a link to this address and one to the new one.`,
  pendingTitle: 'Pending: confirm from both addresses',
  pendingText: (email, pendingEmail) => (
    <>
      Open the links we sent to {email} and to {pendingEmail}. Until you have opened both, you sign
      in with {email}.
    </>
  ),
  changedTitle: 'Email changed',
  changedText: (email) => <>You now sign in with {email}.</>,
  emailLabel: 'New email',
  submit: 'Change email',
  pending: 'Sending links…',
  sameAddress: 'That is already your email. Enter the new address.',
};

/**
 * Changes the account's e-mail with secure e-mail change: links go to the current and the new address, and the
 * change stays pending until both are opened.
 */
export function ChangeEmailForm({
  onSubmit,
  email,
  pendingEmail,
  id = 'email',
  labels: labelOverrides,
}: ChangeEmailFormProps) {
  const labels = { ...defaultChangeEmailFormLabels, ...labelOverrides };
  const form = useAuthForm({
    mode: 'changeEmail',
    onSubmit: (values) => {
      const next = values.email ?? '';
      if (next.toLowerCase() === email.toLowerCase())
        return { error: { field: 'email', message: labels.sameAddress } };
      return onSubmit({ email: next });
    },
  });

  return (
    <SettingsPanel id={id} title={labels.title} description={labels.description(email)}>
      {pendingEmail ? (
        <SettingsNotice tone="pending" title={labels.pendingTitle}>
          {labels.pendingText(email, pendingEmail)}
        </SettingsNotice>
      ) : (
        form.submitted && (
          <SettingsNotice tone="success" title={labels.changedTitle}>
            {labels.changedText(email)}
          </SettingsNotice>
        )
      )}
      <StyledForm noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-title`}>
        <EmailField {...authFieldProps(form, 'email')} label={labels.emailLabel} />
        <AuthSubmit
          label={labels.submit}
          pendingLabel={labels.pending}
          isPending={form.isPending}
          formError={form.formError}
          alertRef={form.alertRef}
        />
      </StyledForm>
    </SettingsPanel>
  );
}
ChangeEmailForm.displayName = 'ChangeEmailForm';
