import styled, { type DefaultTheme } from 'styled-components';
import { twoColumnTemplate, type ContainerColumn } from '../../primitives/Container';
import { up } from '../../theme';

/** Heading and lead: stacked on phones, side by side from `lg` with the lead on the heading's baseline. */
export const StyledIntro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[12]};
  border-bottom: 1.5px solid ${({ theme }) => theme.colors.border.inverse};

  ${up('lg')} {
    grid-template-columns: minmax(0, 8fr) minmax(0, 4fr);
    align-items: end;
    gap: ${({ theme }) => theme.space[12]};
    padding-bottom: ${({ theme }) => theme.space[16]};
  }
`;

export const StyledHeadingGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  & > h2 {
    max-width: 12ch;
  }
  & > h2 > em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.fg.onInverseAccent};
  }
`;

/** The spec's second line, set as a large lead with an ember rule above it. */
export const StyledLead = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 22ch;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.fg.inverse};

  &::before {
    content: '';
    width: 48px;
    height: 4px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.bg.accent};
  }
`;

/** From `lg`: the FAQ beside the video, which takes 5 of 12 parts (its poster's `sizes` is worked out from this). */
export const videoColumn = (theme: DefaultTheme): ContainerColumn => ({
  share: 5 / 12,
  gap: theme.space[16],
});

/** FAQ and video: stacked, then side by side from `lg`. */
export const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[16]};
  padding-block: ${({ theme }) => theme.space[12]};

  ${up('lg')} {
    grid-template-columns: ${({ theme }) => twoColumnTemplate(videoColumn(theme))};
    gap: ${({ theme }) => videoColumn(theme).gap};
    padding-block: ${({ theme }) => theme.space[16]};
  }
`;

export const StyledColumn = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[6]};
`;

export const StyledColumnHeading = styled.h3`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  /* 1. The running number is decoration; the heading text alone names the part. */
  & > span {
    color: ${({ theme }) => theme.colors.fg.onInverseAccent};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledVideoText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  & > p {
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;

export const StyledVideoMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `0 ${theme.space[5]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > time {
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
  }
  & > a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 44px;
    color: ${({ theme }) => theme.colors.fg.inverse};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.bg.accent};
    text-decoration-thickness: 2px;
    text-underline-offset: 5px;
  }
  & > a > svg {
    width: 14px;
    height: 14px;
  }
`;

/** The closing band: a short reassurance and the calendar button on a raised ink card. */
export const StyledClose = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  padding: ${({ theme }) => theme.space[5]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.inverse};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.bg.inverseRaised};

  ${up('md')} {
    grid-template-columns: auto 1fr auto;
    gap: ${({ theme }) => theme.space[6]};
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[8]} ${theme.space[6]} ${theme.space[6]}`};
  }
`;

/** A decorative ember stamp: “15 min”. */
export const StyledCloseBadge = styled.span`
  display: grid;
  place-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg.accent};
  color: ${({ theme }) => theme.colors.fg.onAccent};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
  line-height: 0.9;
  text-align: center;

  & > small {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.6875rem;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }
  ${up('md')} {
    width: 76px;
    height: 76px;
  }
`;

export const StyledCloseText = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  & > span {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    letter-spacing: normal;
  }
`;

export const StyledSlot = styled.div`
  grid-column: 1 / -1;
  display: flex;
  & > * {
    flex: 1 1 auto;
  }
  ${up('md')} {
    grid-column: auto;
    & > * {
      flex: 0 0 auto;
    }
  }
`;
