import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

/* The parts every form of the kit shares: sign-in and sign-up pages and the account settings alike. */

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

export const StyledFieldWithAction = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: end;

  & > :first-child {
    justify-self: stretch;
  }
`;

export const StyledSubmitRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/**
 * The form-level error. Colour is not the only signal: it has an icon, a thick left rule and its text.
 * 1. It receives focus by script when it appears, so it needs a visible focus style of its own.
 */
export const StyledAlert = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.danger};
  border-left-width: 5px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.dangerSubtle};
  color: ${({ theme }) => theme.colors.fg.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  & > svg {
    width: 20px;
    height: 20px;
    margin-top: 1px;
    color: ${({ theme }) => theme.colors.fg.danger};
  }
  & p {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    /* 1 */
    ${focusRing()}
  }
`;

export const StyledReasons = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[2]};
  padding-left: 1.1em;
  list-style: disc;

  & > li::marker {
    color: ${({ theme }) => theme.colors.fg.danger};
  }
`;

/** Reasons inside a field error, which is a paragraph: spans with list roles keep the HTML valid. */
export const StyledInlineReasons = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.regular};

  & > span {
    display: block;
    position: relative;
    padding-left: 1.1em;
  }
  & > span::before {
    content: '';
    position: absolute;
    left: 0.25em;
    top: 0.6em;
    width: 5px;
    height: 5px;
    border-radius: 50%;
    background: currentColor;
  }
`;
