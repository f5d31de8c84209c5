import styled from 'styled-components';
import { Button } from '../primitives/Button';
import { focusRing, inverseSurface, visuallyHidden } from './mixins';
import { defaultTheme, harborTheme } from './themes';
import { renderInTheme } from '../../test/render';

const Ringed = styled.button`
  ${focusRing()}
`;
const InsetRing = styled.button`
  ${focusRing({ width: 3, offset: -3, color: (theme) => theme.colors.fg.onInverseAccent })}
`;
const DarkPanel = styled.div`
  ${inverseSurface}
`;
const Hidden = styled.span`
  ${visuallyHidden}
`;

const styleOf = (element: Element) => getComputedStyle(element);

describe('focusRing', () => {
  it('draws a 2px ring in the theme’s focus colour, 3px out, by default', () => {
    const { getByRole } = renderInTheme(<Ringed>Go</Ringed>, { withGlobalStyle: false });
    const style = styleOf(getByRole('button'));
    expect([style.outlineWidth, style.outlineStyle, style.outlineColor]).toEqual([
      '2px',
      'solid',
      defaultTheme.colors.border.focus,
    ]);
    expect(style.outlineOffset).toBe('3px');
  });

  it('draws rings inside a dark surface in the colour the theme pairs with it, and keeps the page’s outside', () => {
    const { getByRole } = renderInTheme(
      <>
        <Ringed>Outside</Ringed>
        <DarkPanel>
          <Ringed>Inside</Ringed>
        </DarkPanel>
      </>,
      { theme: harborTheme, withGlobalStyle: false },
    );
    expect(styleOf(getByRole('button', { name: 'Outside' })).outlineColor).toBe(
      harborTheme.colors.border.focus,
    );
    expect(styleOf(getByRole('button', { name: 'Inside' })).outlineColor).toBe(
      harborTheme.colors.fg.onInverseAccent,
    );
  });

  it('follows the theme and takes a width, an offset and a colour', () => {
    const { getByRole } = renderInTheme(<InsetRing>Play</InsetRing>, {
      theme: harborTheme,
      withGlobalStyle: false,
    });
    const style = styleOf(getByRole('button'));
    expect([style.outlineWidth, style.outlineStyle, style.outlineColor]).toEqual([
      '3px',
      'solid',
      harborTheme.colors.fg.onInverseAccent,
    ]);
    expect(style.outlineOffset).toBe('-3px');
  });
});

describe('inverseSurface', () => {
  it.each([harborTheme, defaultTheme])(
    'gives an outlined button inside it a light label in the $name theme, and keeps the page’s dark one outside',
    (theme) => {
      const { getByRole } = renderInTheme(
        <>
          <Button variant="secondary">Outside</Button>
          <DarkPanel>
            <Button variant="secondary">Inside</Button>
          </DarkPanel>
        </>,
        { theme, withGlobalStyle: false },
      );
      expect(styleOf(getByRole('button', { name: 'Outside' })).color).toBe(theme.colors.fg.default);
      expect(styleOf(getByRole('button', { name: 'Inside' })).color).toBe(theme.colors.fg.inverse);
    },
  );
});

describe('visuallyHidden', () => {
  it('clips the content to nothing while keeping it in the document', () => {
    const { getByText } = renderInTheme(<Hidden>Only for screen readers</Hidden>, {
      withGlobalStyle: false,
    });
    const style = styleOf(getByText('Only for screen readers'));
    expect([style.position, style.width, style.height, style.overflow]).toEqual([
      'absolute',
      '1px',
      '1px',
      'hidden',
    ]);
    expect(style.clipPath).toBe('inset(50%)');
  });
});
