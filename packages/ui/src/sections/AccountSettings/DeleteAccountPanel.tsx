import { useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { EmailField } from '../../primitives/EmailField';
import { Sheet } from '../../primitives/Sheet';
import {
  AuthSubmit,
  authFieldProps,
  StyledForm,
  useAuthForm,
  type AuthSubmitHandler,
} from '../../internal/form';
import { StyledActionRow } from './AccountSettings.styles';
import { SettingsPanel } from './SettingsPanel';

export interface DeleteAccountPanelProps {
  /** The account's e-mail: the person types it to confirm. */
  email: string;
  /**
   * Deletes the account once the typed e-mail matches. Resolve with `{ error }` if it failed (the dialog stays
   * open with what was typed); on success the site signs out and moves on.
   */
  onDelete: AuthSubmitHandler<Record<string, never>>;
  /** The section's anchor. @default 'delete-account' */
  id?: string;
  /** Overrides for the texts. */
  labels?: Partial<DeleteAccountPanelLabels>;
}

/** Every text of the delete-account panel; all have defaults (`defaultDeleteAccountPanelLabels`). */
export interface DeleteAccountPanelLabels {
  title: string;
  description: string;
  dialogTitle: string;
  /** The dialog's warning, with the account's e-mail (drawn in bold). */
  dialogDescription: (email: ReactNode) => ReactNode;
  open: string;
  /** Names the confirmation form. */
  formLabel: string;
  emailLabel: string;
  /** The field's error when the typed e-mail is not the account's. */
  mismatch: (email: string) => string;
  submit: string;
  pending: string;
  keep: string;
}

export const defaultDeleteAccountPanelLabels: DeleteAccountPanelLabels = {
  title: 'Delete account',
  description:
    'Deleting your account removes your sign-in and everything saved with it. It cannot be undone.',
  dialogTitle: 'Delete your account?',
  dialogDescription: (email) => (
    <>
      This deletes {email} and everything saved with it, and signs you out everywhere. It cannot be
      undone.
    </>
  ),
  open: 'Delete account',
  formLabel: 'Confirm deletion',
  emailLabel: 'Type your email to confirm',
  mismatch: (email) => `That is not this account's email. Type ${email} to confirm.`,
  submit: 'Delete my account',
  pending: 'Deleting your account…',
  keep: 'Keep my account',
};

/** Deleting the account, behind a dialog in which the person types the account's e-mail. */
export function DeleteAccountPanel({
  email,
  onDelete,
  id = 'delete-account',
  labels: labelOverrides,
}: DeleteAccountPanelProps) {
  const labels = { ...defaultDeleteAccountPanelLabels, ...labelOverrides };
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SettingsPanel id={id} title={labels.title} description={labels.description}>
      <StyledActionRow>
        <Sheet
          open={isOpen}
          onOpenChange={setIsOpen}
          title={labels.dialogTitle}
          description={labels.dialogDescription(<strong>{email}</strong>)}
          trigger={<Button variant="secondary">{labels.open}</Button>}
        >
          <ConfirmDeletionForm
            email={email}
            onDelete={onDelete}
            onCancel={() => setIsOpen(false)}
            labels={labels}
          />
        </Sheet>
      </StyledActionRow>
    </SettingsPanel>
  );
}
DeleteAccountPanel.displayName = 'DeleteAccountPanel';

function ConfirmDeletionForm({
  email,
  onDelete,
  onCancel,
  labels,
}: Pick<DeleteAccountPanelProps, 'email' | 'onDelete'> & {
  onCancel: () => void;
  labels: DeleteAccountPanelLabels;
}) {
  const form = useAuthForm({
    mode: 'confirmDeletion',
    onSubmit: (values) => {
      if ((values.email ?? '').toLowerCase() !== email.toLowerCase())
        return { error: { field: 'email', message: labels.mismatch(email) } };
      return onDelete({});
    },
  });
  return (
    <StyledForm noValidate onSubmit={form.handleSubmit} aria-label={labels.formLabel}>
      <EmailField {...authFieldProps(form, 'email')} label={labels.emailLabel} autoComplete="off" />
      <AuthSubmit
        label={labels.submit}
        pendingLabel={labels.pending}
        isPending={form.isPending}
        formError={form.formError}
        alertRef={form.alertRef}
      />
      <Button variant="ghost" onClick={onCancel} disabled={form.isPending}>
        {labels.keep}
      </Button>
    </StyledForm>
  );
}
