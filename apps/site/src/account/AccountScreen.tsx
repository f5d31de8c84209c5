import { AuthLayout, Spinner } from '@outpace/ui';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Seo } from '../components/Seo';
import { sessionPendingCopy } from '../content/account';

export interface AccountScreenProps {
  /** The document title (the brand is appended). */
  title: string;
  description: string;
  /** The page's own path. */
  canonical: string;
  children: ReactNode;
}

/**
 * Frame of an account page: its title and `noindex` metadata, and client-side navigation for the plain links of
 * the forms (they are `<a href>` so they work before hydration; once the app runs, a click stays in the app and
 * keeps the session state instead of loading the page again).
 */
export function AccountScreen({ title, description, canonical, children }: AccountScreenProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download'))
      return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return (
    <>
      <Seo title={title} description={description} canonical={canonical} noindex />
      {/* Only catches bubbling clicks of the links inside; not an interactive element itself. */}
      <StyledContents onClick={onClick}>{children}</StyledContents>
    </>
  );
}

export interface SessionPendingProps {
  /** The section anchor the page's form uses, e.g. 'sign-in'. */
  id: string;
  /** The heading the page will show, so nothing moves when the form replaces this. */
  title: string;
  /** What is being waited for, for screen readers. @default sessionPendingCopy.checking */
  label?: string;
}

/**
 * What an account page shows until the first session check has answered: also the prerendered HTML of these
 * client-only pages, so a direct load paints the frame at once and hydration matches it.
 */
export function SessionPending({
  id,
  title,
  label = sessionPendingCopy.checking,
}: SessionPendingProps) {
  return (
    <AuthLayout id={id} title={title} eyebrow="Account" aria-busy="true">
      <StyledPending>
        <Spinner size="md" label={label} />
        <noscript>
          <p>{sessionPendingCopy.needsJavaScript}</p>
        </noscript>
      </StyledPending>
    </AuthLayout>
  );
}

const StyledContents = styled.div`
  display: contents;
`;

const StyledPending = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 12rem;
  color: ${({ theme }) => theme.colors.fg.muted};
  text-align: center;
`;
