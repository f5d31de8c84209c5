import { Button } from '@outpace/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

/** The page for every unknown path; it logs the path so broken links show up in the console and in monitoring. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <StyledMain id="main">
      <StyledCode>404</StyledCode>
      <StyledMessage>Oops! Page not found</StyledMessage>
      <Button href="/" variant="inverse" size="lg">
        Return to Home
      </Button>
    </StyledMain>
  );
}

const StyledMain = styled.main`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space[6]};
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

const StyledMessage = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledCode = styled.h1`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(6rem, 4rem + 12vw, 14rem);
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
  line-height: 0.9;
  color: ${({ theme }) => theme.colors.fg.accent};
`;
