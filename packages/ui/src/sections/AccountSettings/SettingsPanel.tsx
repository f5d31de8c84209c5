import type { ReactNode } from 'react';
import { StyledNotice, StyledPanel, StyledPanelHeader } from './AccountSettings.styles';

export interface SettingsPanelProps {
  /** The anchor, e.g. 'password'; the heading's id is derived from it. */
  id: string;
  /** The setting's name, shown as an `h2` under the account page's title. */
  title: ReactNode;
  /** A sentence on what the setting does. */
  description?: ReactNode;
  children?: ReactNode;
}

/** One setting of the account page: a ruled block with its heading, a line on what it does, then its controls. */
export function SettingsPanel({ id, title, description, children }: SettingsPanelProps) {
  const headingId = `${id}-title`;
  return (
    <StyledPanel id={id} aria-labelledby={headingId}>
      <StyledPanelHeader>
        <h2 id={headingId}>{title}</h2>
        {description && <p>{description}</p>}
      </StyledPanelHeader>
      {children}
    </StyledPanel>
  );
}
SettingsPanel.displayName = 'SettingsPanel';

export interface SettingsNoticeProps {
  /** `success` after a change; `pending` while the change waits for the visitor (e-mail links). */
  tone: 'success' | 'pending';
  /** The first, bold line. */
  title: ReactNode;
  children?: ReactNode;
}

/** A confirmation or a waiting change, announced politely when it appears. */
export function SettingsNotice({ tone, title, children }: SettingsNoticeProps) {
  return (
    <StyledNotice $tone={tone} role="status">
      <p>{title}</p>
      {children && <p>{children}</p>}
    </StyledNotice>
  );
}
SettingsNotice.displayName = 'SettingsNotice';
