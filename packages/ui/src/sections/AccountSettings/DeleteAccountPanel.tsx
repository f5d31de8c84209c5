import { useState } from 'react';
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
}

export const deleteAccountMessages = {
  mismatch: (email: string) => `That is not this account's email. Type ${email} to confirm.`,
} as const;

/** Deleting the account, behind a dialog in which the person types the account's e-mail. */
export function DeleteAccountPanel({
  email,
  onDelete,
  id = 'delete-account',
}: DeleteAccountPanelProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SettingsPanel
      id={id}
      title="Delete account"
      description="Deleting your account removes your sign-in and everything saved with it. It cannot be undone."
    >
      <StyledActionRow>
        <Sheet
          open={isOpen}
          onOpenChange={setIsOpen}
          title="Delete your account?"
          description={
            <>
              This deletes <strong>{email}</strong> and everything saved with it, and signs you out
              everywhere. It cannot be undone.
            </>
          }
          trigger={<Button variant="secondary">Delete account</Button>}
        >
          <ConfirmDeletionForm
            email={email}
            onDelete={onDelete}
            onCancel={() => setIsOpen(false)}
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
}: Pick<DeleteAccountPanelProps, 'email' | 'onDelete'> & { onCancel: () => void }) {
  const form = useAuthForm({
    mode: 'confirmDeletion',
    onSubmit: (values) => {
      if ((values.email ?? '').toLowerCase() !== email.toLowerCase())
        return { error: { field: 'email', message: deleteAccountMessages.mismatch(email) } };
      return onDelete({});
    },
  });
  return (
    <StyledForm noValidate onSubmit={form.handleSubmit} aria-label="Confirm deletion">
      <EmailField
        {...authFieldProps(form, 'email')}
        label="Type your email to confirm"
        autoComplete="off"
      />
      <AuthSubmit
        label="Delete my account"
        pendingLabel="Deleting your account…"
        isPending={form.isPending}
        formError={form.formError}
        alertRef={form.alertRef}
      />
      <Button variant="ghost" onClick={onCancel} disabled={form.isPending}>
        Keep my account
      </Button>
    </StyledForm>
  );
}
