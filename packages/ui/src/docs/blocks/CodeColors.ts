import { createGlobalStyle } from 'styled-components';

/**
 * Syntax colours for the guide's code samples, from the theme's text roles. Storybook's own light palette has
 * tokens below 4.5:1 on the page (its teal class names, its red attribute names), which axe flags; these roles all
 * meet AA on both the page and the code block. Scoped to docs pages, and mounted only while a guide page is open.
 */
export const CodeColors = createGlobalStyle`
  .sbdocs .prismjs .token {
    &.keyword,
    &.atrule,
    &.important {
      color: ${({ theme }) => theme.colors.fg.accent};
    }
    &.string,
    &.char,
    &.attr-value,
    &.regex {
      color: ${({ theme }) => theme.colors.fg.success};
    }
    &.number,
    &.boolean,
    &.constant,
    &.symbol,
    &.inserted,
    &.url,
    &.variable {
      color: ${({ theme }) => theme.colors.fg.danger};
    }
    &.class-name,
    &.tag,
    &.selector,
    &.function,
    &.builtin {
      color: ${({ theme }) => theme.colors.fg.default};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
    &.attr-name,
    &.property,
    &.entity,
    &.punctuation,
    &.operator {
      color: ${({ theme }) => theme.colors.fg.muted};
    }
    &.comment,
    &.prolog,
    &.doctype,
    &.cdata {
      color: ${({ theme }) => theme.colors.fg.subtle};
    }
  }
`;
