import styled from 'styled-components';

/** The calendar glyph; `currentColor` lets it follow every Button variant. */
export const StyledCalendarIcon = styled.svg`
  width: 1.15em;
  height: 1.15em;
`;
