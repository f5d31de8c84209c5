import styled from 'styled-components';
import { visuallyHidden } from '../../theme';

export const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;
