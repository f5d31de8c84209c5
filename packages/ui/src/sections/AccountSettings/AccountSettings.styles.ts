import styled from 'styled-components';
import { up } from '../../theme';

/** One setting of the account card: a ruled block with its own heading, under the account summary. */
export const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[8]};
  margin-top: ${({ theme }) => theme.space[8]};
  border-top: 1.5px solid ${({ theme }) => theme.colors.border.strong};
`;

/**
 * A group of panels under a small ink-ruled heading.
 * 1. Clear of the fixed bar when a link scrolls the group to the top.
 * 2. Its first panel sits closer to the group's heading than panels do to each other.
 * 3. Focused by script when a link leads here, so the next Tab starts inside; it is not a control, so no ring.
 */
export const StyledGroup = styled.section`
  margin-top: ${({ theme }) => theme.space[16]};
  scroll-margin-top: calc(
    ${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space[6]}
  ); /* 1 */

  & > ${StyledPanel}:first-of-type {
    margin-top: ${({ theme }) => theme.space[5]}; /* 2 */
  }
  &:focus {
    outline: none; /* 3 */
  }
`;

export const StyledGroupHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.fg.default};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-transform: uppercase;

  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.bg.accent};
  }
`;

export const StyledPanelHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  & > h2,
  & > h3 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  & > p {
    color: ${({ theme }) => theme.colors.fg.muted};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    overflow-wrap: anywhere;
  }
  & strong {
    color: ${({ theme }) => theme.colors.fg.default};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Buttons side by side from `sm` up, stacked full width on phones. */
export const StyledActionRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${up('sm')} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
  }
`;

/** A confirmation after a change, or a change waiting for the visitor (e-mail links). */
export const StyledNotice = styled.div<{ $tone: 'success' | 'pending' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.default};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'success' ? theme.colors.border.strong : theme.colors.bg.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.subtle};
  color: ${({ theme }) => theme.colors.fg.default};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;

  & > p:first-child {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & > p + p {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The list of authenticator apps: name and date left, the remove button right. */
export const StyledFactorList = styled.ul`
  display: grid;
  list-style: none;
  border-top: 1.5px solid ${({ theme }) => theme.colors.border.default};

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[4]};
    border-bottom: 1.5px solid ${({ theme }) => theme.colors.border.default};
  }
`;

export const StyledFactorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  & > div > span:first-child {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & > div > span + span {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * The enrollment: QR code beside the steps from `sm` up.
 * 1. The QR code sits on the light card surface with a quiet zone around it: scanners need dark modules on a light ground.
 */
export const StyledEnrollment = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${up('sm')} {
    grid-template-columns: 176px minmax(0, 1fr);
    align-items: start;
  }

  & > img {
    width: 176px;
    height: 176px;
    padding: ${({ theme }) => theme.space[2]};
    border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg.surface}; /* 1 */
  }
`;

/** The secret for typing by hand: monospaced, grouped, selectable in one go. */
export const StyledSecret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.subtle};
  color: ${({ theme }) => theme.colors.fg.default};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
  user-select: all;
`;

export const StyledSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.fg.muted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  & > li::marker {
    color: ${({ theme }) => theme.colors.fg.default};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The billing panel's purchases: the factor list's rules, flush with the panel's text. */
export const StyledPurchaseList = styled(StyledFactorList)`
  padding-inline-start: 0;
`;
