import { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

/**
 * Small print beside a decision (the refund rule and the terms under a buy button): muted text, its links
 * underlined in the text's own colour so they read as links without shouting.
 */
export const finePrint = css`
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  & a {
    color: ${({ theme }) => theme.colors.fg.default};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  & a:focus-visible {
    ${focusRing({ offset: 2 })}
  }
`;
