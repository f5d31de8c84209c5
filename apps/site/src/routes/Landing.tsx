import { Button } from '@outpace/ui';
import styled from 'styled-components';
import { siteConfig } from '../config/site';

/** The landing page. */
export function Landing() {
  return (
    <StyledMain id="main">
      <StyledHero>
        <h1>We build growth that outpaces the market.</h1>
        <p>{siteConfig.description}</p>
        <Button href="#calculator" size="lg">
          EXPLORE OUR SERVICES
        </Button>
      </StyledHero>
    </StyledMain>
  );
}

const StyledMain = styled.main`
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.bg.inverse};
  color: ${({ theme }) => theme.colors.fg.inverse};
`;

const StyledHero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[32]} ${theme.space[6]}`};

  h1 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
    max-width: 14ch;
  }
  p {
    max-width: 52ch;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
  }
  a {
    justify-self: start;
  }
`;
