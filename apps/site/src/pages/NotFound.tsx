import { Button, Container, Heading, Text } from '@outpace/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Seo } from '../components/Seo';
import { SiteLayout } from '../components/SiteLayout';
import { paths } from '../routing/paths';

/**
 * The page for every unknown path, inside the site's bar and footer so a lost visitor can go on from there; it logs
 * the path so broken links show up in the console and in monitoring.
 */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <SiteLayout>
      {/* No canonical: an error page has no address of its own, and one prerendered copy answers every unknown path. */}
      <Seo title="Page not found" noindex />
      <StyledPage>
        <StyledContent>
          <StyledCode forwardedAs="h1" size="xl">
            404
          </StyledCode>
          <Text size="lg">Oops! Page not found</Text>
          <Button href={paths.home} variant="inverse" size="lg">
            Return to Home
          </Button>
        </StyledContent>
      </StyledPage>
    </SiteLayout>
  );
}

/** Most of a screen below the bar, so the footer does not crowd the message. */
const StyledPage = styled(Container)`
  display: grid;
  align-items: center;
  min-height: 70dvh;
  padding-block: ${({ theme }) => theme.space[16]};
`;

const StyledContent = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

const StyledCode = styled(Heading)`
  font-size: clamp(6rem, 4rem + 12vw, 14rem);
  line-height: 0.9;
  color: ${({ theme }) => theme.colors.fg.accent};
`;
