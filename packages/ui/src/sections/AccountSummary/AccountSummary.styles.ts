import styled from 'styled-components';
import { up } from '../../theme';
import { focusRing } from '../../theme/mixins';

/**
 * A ruled description list: label left, value right from `sm` up, stacked on phones.
 * 1. Rows are `div`s, which HTML allows inside `<dl>` to group a `dt` with its `dd`.
 */
export const StyledList = styled.dl`
  display: grid;
  border-top: 1.5px solid ${({ theme }) => theme.colors.border.strong};

  & > div {
    /* 1 */
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding-block: ${({ theme }) => theme.space[4]};
    border-bottom: 1.5px solid ${({ theme }) => theme.colors.border.default};

    ${up('sm')} {
      grid-template-columns: minmax(0, 11rem) minmax(0, 1fr);
      align-items: center;
      gap: ${({ theme }) => theme.space[6]};
      padding-block: ${({ theme }) => theme.space[5]};
    }
  }

  & dt {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    text-transform: uppercase;
  }

  & dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 28px;
    color: ${({ theme }) => theme.colors.fg.default};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    overflow-wrap: anywhere;
  }
`;

export const StyledTier = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export const StyledPlansLink = styled.a`
  color: ${({ theme }) => theme.colors.fg.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:focus-visible {
    ${focusRing({ offset: 2 })}
  }
`;

export const StyledChecking = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export const StyledStatusDot = styled.span<{ $on: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $on }) => ($on ? theme.colors.fg.success : theme.colors.fg.subtle)};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  & > p {
    max-width: 36ch;
  }
`;
