import styled from 'styled-components';
import { responsive, type Responsive, type SpaceKey } from '../Stack/Stack.styles';

export type GridAlign = 'start' | 'center' | 'end' | 'stretch';

interface StyledGridProps {
  $columns: Responsive<number>;
  $minItemWidth?: string;
  $gap: Responsive<SpaceKey>;
  $align?: GridAlign;
}

export const StyledGrid = styled.div<StyledGridProps>`
  display: grid;
  /* 1. minmax(0, 1fr) lets tracks shrink below their content's width, so long words never blow out a column.
     2. min(100%, …) keeps auto-fill tracks from overflowing containers narrower than minItemWidth. */
  ${({ $columns, $minItemWidth }) =>
    $minItemWidth
      ? `grid-template-columns: repeat(auto-fill, minmax(min(100%, ${$minItemWidth}), 1fr));`
      : responsive($columns, (count) => `grid-template-columns: repeat(${count}, minmax(0, 1fr));`)}
  ${({ theme, $gap }) => responsive($gap, (gap) => `gap: ${theme.space[gap]};`)}
  ${({ $align }) => $align && `align-items: ${$align};`}
  list-style: none;
  padding: 0;
`;
