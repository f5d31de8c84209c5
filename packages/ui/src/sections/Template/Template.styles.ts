import styled from 'styled-components';
import { up } from '../../theme';
import { finePrint } from '../../internal/finePrint';

export const StyledBreadcrumb = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.muted};

  & ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.fg.subtle};
  }

  & a {
    color: inherit;
    text-underline-offset: 3px;
  }

  & [aria-current='page'] {
    color: ${({ theme }) => theme.colors.fg.default};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** Image beside the facts from `lg` up; stacked, image first, below. */
export const StyledDetailGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};

  ${up('lg')} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[12]};
  }
`;

export const StyledShot = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.subtle};
  /* A hairline keeps light thumbnails from melting into the canvas. */
  box-shadow:
    inset 0 0 0 1px ${({ theme }) => theme.colors.border.default},
    ${({ theme }) => theme.shadows.md};

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledFacts = styled.div`
  display: grid;
  /* A long name wraps inside the column instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  overflow-wrap: anywhere;

  ${up('lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space[24]};
  }
`;

export const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledPrice = styled.p<{ $isFree: boolean }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $isFree }) => ($isFree ? theme.colors.fg.accent : theme.colors.fg.default)};
`;

export const StyledIncludes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  margin-top: ${({ theme }) => theme.space[16]};
  padding-top: ${({ theme }) => theme.space[10]};
  border-top: 1.5px solid ${({ theme }) => theme.colors.border.strong};

  & > h2 {
    grid-column: 1 / -1;
  }

  ${up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const StyledChecklist = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  & svg {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.fg.accent};
  }
`;

/** The get-template panel: one bordered box whose height barely changes between states (no layout shift). */
export const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 152px;
  padding: ${({ theme }) => theme.space[5]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.surface};
  align-content: start;
`;

export const StyledPanelStatus = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.fg.default};

  & svg {
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.fg.accent};
  }
`;

export const StyledPanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledPanelError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.fg.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledOwnedList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1.5px solid ${({ theme }) => theme.colors.border.strong};

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[4]};
    border-bottom: 1.5px solid ${({ theme }) => theme.colors.border.default};

    ${up('sm')} {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
    }
  }

  & a {
    color: inherit;
  }
`;

export const StyledOwnedName = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

export const StyledOwnedMeta = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A quiet text link under the panel's actions (the plans, beside a Paid template's price). */
export const StyledPanelTerms = styled.p`
  ${finePrint}
`;

export const StyledPanelLink = styled.a`
  justify-self: start;
  color: ${({ theme }) => theme.colors.fg.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => theme.colors.border.default};
  text-underline-offset: 3px;

  &:hover {
    text-decoration-color: currentColor;
  }
`;

/** Updated and Licence, label above value, side by side where they fit. */
export const StyledLicence = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[8]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & dt {
    color: ${({ theme }) => theme.colors.fg.muted};
  }

  & dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.fg.default};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  & a {
    color: inherit;
    text-underline-offset: 3px;
  }
`;
