import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

export const StyledLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.fg.muted : theme.colors.fg.default)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledRequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.fg.accent};
`;

export const StyledHint = styled.p`
  margin-top: -${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const StyledInput = styled.input<{ $invalid: boolean }>`
  --field-border: ${({ theme, $invalid }) => ($invalid ? theme.colors.border.danger : theme.colors.border.strong)};
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1.5px solid var(--field-border);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  /* 1. 16px minimum: smaller inputs make iOS Safari zoom the page on focus. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  /* 2. An inset ring thickens the border on error, so the state is not signalled by colour alone. */
  box-shadow: ${({ $invalid }) => ($invalid ? 'inset 0 0 0 1px var(--field-border)' : 'none')};

  &::placeholder {
    color: ${({ theme }) => theme.colors.fg.subtle};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.bg.canvas};
  }
  &:focus-visible {
    ${focusRing({ offset: 2 })}
    background: ${({ theme }) => theme.colors.bg.surface};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.colors.border.default};
    background: ${({ theme }) => theme.colors.bg.subtle};
    color: ${({ theme }) => theme.colors.fg.muted};
    cursor: not-allowed;
  }
`;

export const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.fg.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  & > svg {
    flex-shrink: 0;
    width: 1.15em;
    height: 1.15em;
    margin-top: 0.15em;
  }
`;
