import { createContext, useContext, type ReactNode } from 'react';
import {
  StyledGroup,
  StyledGroupHeading,
  StyledNotice,
  StyledPanel,
  StyledPanelHeader,
} from './AccountSettings.styles';

/** A panel's heading level: `h2` on its own under the page's title, `h3` inside a `SettingsGroup`'s `h2`. */
const PanelHeading = createContext<'h2' | 'h3'>('h2');

export interface SettingsPanelProps {
  /** The anchor, e.g. 'password'; the heading's id is derived from it. */
  id: string;
  /** The setting's name, shown as an `h2` under the account page's title (an `h3` inside a `SettingsGroup`). */
  title: ReactNode;
  /** A sentence on what the setting does. */
  description?: ReactNode;
  children?: ReactNode;
}

/** One setting of the account page: a ruled block with its heading, a line on what it does, then its controls. */
export function SettingsPanel({ id, title, description, children }: SettingsPanelProps) {
  const headingId = `${id}-title`;
  const isInGroup = useContext(PanelHeading) === 'h3';
  return (
    <StyledPanel id={id} aria-labelledby={headingId}>
      <StyledPanelHeader>
        {isInGroup ? <h3 id={headingId}>{title}</h3> : <h2 id={headingId}>{title}</h2>}
        {description && <p>{description}</p>}
      </StyledPanelHeader>
      {children}
    </StyledPanel>
  );
}
SettingsPanel.displayName = 'SettingsPanel';

export interface SettingsGroupProps {
  /** The anchor in-page links lead to, e.g. 'security'; the heading's id is derived from it. */
  id: string;
  /** The group's name, shown as an `h2`; its panels' headings become `h3`s under it. */
  title: ReactNode;
  /** The group's `SettingsPanel`s. */
  children?: ReactNode;
}

/**
 * A named group of settings panels ("Sign-in & security"), a region of its own. It takes focus when an in-page link
 * or a deep link leads to it, as a skip link's target does, so the next Tab starts inside it.
 */
export function SettingsGroup({ id, title, children }: SettingsGroupProps) {
  const headingId = `${id}-title`;
  return (
    <StyledGroup id={id} aria-labelledby={headingId} tabIndex={-1}>
      <StyledGroupHeading id={headingId}>{title}</StyledGroupHeading>
      <PanelHeading.Provider value="h3">{children}</PanelHeading.Provider>
    </StyledGroup>
  );
}
SettingsGroup.displayName = 'SettingsGroup';

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
