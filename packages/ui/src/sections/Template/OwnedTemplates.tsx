import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { Text } from '../../primitives/Text';
import { SettingsPanel } from '../AccountSettings';
import { StyledOwnedList, StyledOwnedMeta, StyledOwnedName } from './Template.styles';

/** One template an account owns, as its account page lists it. */
export interface OwnedTemplateModel {
  id: string;
  name: string;
  /** The template's page on the site. */
  href: string;
  /** Its remix link (opens in a new tab). */
  remixUrl: string;
  /** e.g. "Got it on November 26, 2026", or "Included in your plan". */
  acquiredLabel: string;
}

/** The list's state, as read from the database. */
export type OwnedTemplatesState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'success'; templates: readonly OwnedTemplateModel[] };

export interface OwnedTemplatesProps {
  state: OwnedTemplatesState;
  /** Where the empty state sends the visitor. */
  browseHref: string;
  /** The panel's anchor on the account page. @default 'templates' */
  id?: string;
  /** @default 'Your templates' */
  heading?: ReactNode;
  /** @default 'Open in Framer' */
  remixLabel?: string;
}

/** "Your templates", a panel of the account page: what the account owns, newest first, each with its link; or an empty state. */
export function OwnedTemplates({
  state,
  browseHref,
  id = 'templates',
  heading = 'Your templates',
  remixLabel = 'Open in Framer',
}: OwnedTemplatesProps) {
  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <div aria-busy="true">
        <Skeleton width="100%" height={72} />
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <>
        <Text role="alert">{state.message}</Text>
        <Button variant="secondary" onClick={state.onRetry}>
          Try again
        </Button>
      </>
    );
  } else if (state.templates.length === 0) {
    body = (
      <>
        <Text tone="muted">No templates yet. Free ones are yours once you ask for them.</Text>
        <Button href={browseHref} variant="secondary">
          Browse templates
        </Button>
      </>
    );
  } else {
    body = (
      <StyledOwnedList>
        {state.templates.map((template) => (
          <li key={template.id}>
            <div>
              <StyledOwnedName>
                <a href={template.href}>{template.name}</a>
              </StyledOwnedName>
              <StyledOwnedMeta>{template.acquiredLabel}</StyledOwnedMeta>
            </div>
            <Button
              href={template.remixUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="primary"
              aria-label={`${remixLabel}: ${template.name} (opens in a new tab)`}
            >
              {remixLabel}
            </Button>
          </li>
        ))}
      </StyledOwnedList>
    );
  }
  return (
    <SettingsPanel
      id={id}
      title={heading}
      description="Templates you got or bought, newest first, then those your plan includes, with their Framer links."
    >
      {body}
    </SettingsPanel>
  );
}
