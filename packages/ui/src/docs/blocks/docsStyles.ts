import styled from 'styled-components';

/** A white sheet on the docs page's paper: every token table sits on one. */
export const Panel = styled.div`
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`;

/** Cards that fill the row, each at least `$min` wide: swatches, tiles, facts. A list unless told otherwise. */
export const CardGrid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

/** One token per row: its name, what it looks like, its value. Rows stack on phones. */
export const TokenRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  }

  @media (min-width: 640px) {
    grid-template-columns: 12.5rem minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[6]};

    & > :last-child {
      text-align: right;
    }
  }
`;

/** A token's name as code reads it, e.g. `space[4]`. */
export const TokenName = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.fg.default};
  overflow-wrap: anywhere;
`;

/** A token's value and what it works out to. */
export const TokenValue = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/** A heading inside a block, one level under the page's own `##` headings. */
export const BlockTitle = styled.h3`
  margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[4]};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};

  section:first-child > &,
  &:first-child {
    margin-top: 0;
  }
`;
