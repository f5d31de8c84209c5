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
  /** Overrides for the fixed texts. */
  labels?: Partial<OwnedTemplatesLabels>;
}

/** Every fixed text of the owned-templates panel; all have defaults (`defaultOwnedTemplatesLabels`). */
export interface OwnedTemplatesLabels {
  description: string;
  remix: string;
  /** The remix link's accessible name, with the template's name. */
  remixTemplate: (name: string) => string;
  retry: string;
  empty: string;
  browse: string;
}

export const defaultOwnedTemplatesLabels: OwnedTemplatesLabels = {
  description:
    'Templates you got or bought, newest first, then those your plan includes, with their Framer links.',
  remix: 'Open in Framer',
  remixTemplate: (name) => `Open in Framer: ${name} (opens in a new tab)`,
  retry: 'Try again',
  empty: 'No templates yet. Free ones are yours once you ask for them.',
  browse: 'Browse templates',
};

/** "Your templates", a panel of the account page: what the account owns, newest first, each with its link; or an empty state. */
export function OwnedTemplates({
  state,
  browseHref,
  id = 'templates',
  heading = 'Your templates',
  labels: labelOverrides,
}: OwnedTemplatesProps) {
  const labels = { ...defaultOwnedTemplatesLabels, ...labelOverrides };
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
          {labels.retry}
        </Button>
      </>
    );
  } else if (state.templates.length === 0) {
    body = (
      <>
        <Text tone="muted">{labels.empty}</Text>
        <Button href={browseHref} variant="secondary">
          {labels.browse}
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
              aria-label={labels.remixTemplate(template.name)}
            >
              {labels.remix}
            </Button>
          </li>
        ))}
      </StyledOwnedList>
    );
  }
  return (
    <SettingsPanel id={id} title={heading} description={labels.description}>
      {body}
    </SettingsPanel>
  );
}
