import styled from 'styled-components';
import { StyledInput } from '../TextField/TextField.styles';

// TextField's input recipe on a <textarea>: one look for every field; only the padding and resizing differ.
export const StyledTextArea = styled(StyledInput).attrs({ as: 'textarea' })`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;
