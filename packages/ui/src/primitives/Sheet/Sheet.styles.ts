import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { css } from 'styled-components';
import { up } from '../../theme';
import { visuallyHidden } from '../../theme/mixins';

export type SheetSide = 'right' | 'left';

/** A CSS width, or one width for phones and another from the `sm` breakpoint (640px) up. */
export type SheetWidth = string | { base: string; sm?: string };

// Both are rendered `asChild` onto framer-motion's `m.div`, which runs their fade and slide (see sheetMotion).
export const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

const widthStyles = (width: SheetWidth) => {
  if (typeof width === 'string')
    return css`
      width: ${width};
    `;
  return css`
    width: ${width.base};
    ${
      width.sm &&
      css`
        ${up('sm')} {
          width: ${width.sm};
        }
      `
    }
  `;
};

export const StyledContent = styled(RadixDialog.Content)<{ $side: SheetSide; $width: SheetWidth }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: 0;
  z-index: ${({ theme }) => theme.zIndices.sheet};
  display: flex;
  flex-direction: column;
  ${({ $width }) => widthStyles($width)}
  max-width: 100vw;
  border-${({ $side }) => ($side === 'right' ? 'left' : 'right')}: 1.5px solid
    ${({ theme }) => theme.colors.border.strong};
  background: ${({ theme }) => theme.colors.bg.canvas};
  color: ${({ theme }) => theme.colors.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
`;

export const StyledHeader = styled.div<{ $titleHidden: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $titleHidden }) => ($titleHidden ? 'flex-end' : 'space-between')};
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[6]}`};
`;

export const StyledTitle = styled(RadixDialog.Title)<{ $hidden: boolean }>`
  ${({ $hidden }) => $hidden && visuallyHidden}
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledDescription = styled(RadixDialog.Description)`
  padding: 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

export const StyledBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
`;
