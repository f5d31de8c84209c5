import styled from 'styled-components';
import { defaultTheme, up, type Breakpoint, type Theme } from '../../theme';
import { CardGrid, Panel, TokenName, TokenRow, TokenValue } from './docsStyles';
import { KitScope } from './KitScope';

/** `space` keys read as numbers (`0.5`, `4`) or words (`px`); the scale is shown by size, not by key order. */
const bySize = (entries: [string, string][]) =>
  [...entries].sort(([, a], [, b]) => parseFloat(a) - parseFloat(b));

const Bar = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: 12px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.bg.accent};
  /* A zero or hairline step still shows where it starts. */
  box-shadow: -2px 0 0 ${({ theme }) => theme.colors.fg.default};
`;

/** The 4 px spacing scale: gaps, paddings and section rhythm. */
export function SpacingScale({ theme = defaultTheme }: { theme?: Theme }) {
  return (
    <KitScope theme={theme}>
      <Panel>
        {bySize(Object.entries(theme.space)).map(([key, value]) => (
          <TokenRow key={key}>
            <TokenName>space[{/^\d/.test(key) ? key : `'${key}'`}]</TokenName>
            <Bar $width={value} aria-hidden="true" />
            <TokenValue>{value}</TokenValue>
          </TokenRow>
        ))}
      </Panel>
    </KitScope>
  );
}

const Tile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
`;

const RadiusShape = styled.span<{ $radius: string }>`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border: 2px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.colors.bg.accentSubtle};
`;

/** Corner radii from square to pill. */
export function RadiusScale({ theme = defaultTheme }: { theme?: Theme }) {
  return (
    <KitScope theme={theme}>
      <CardGrid $min="8.5rem">
        {Object.entries(theme.radii).map(([name, value]) => (
          <Tile key={name}>
            <RadiusShape $radius={value} aria-hidden="true" />
            <TokenName>radii.{name}</TokenName>
            <TokenValue>{value}</TokenValue>
          </Tile>
        ))}
      </CardGrid>
    </KitScope>
  );
}

const ShadowShape = styled.span<{ $shadow: string }>`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  margin-bottom: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ $shadow }) => $shadow};
`;

/** Elevation, from a resting card to a raised sheet, and the focus halo. */
export function ShadowScale({ theme = defaultTheme }: { theme?: Theme }) {
  return (
    <KitScope theme={theme}>
      <CardGrid $min="8.5rem">
        {Object.entries(theme.shadows).map(([name, value]) => (
          <Tile key={name}>
            <ShadowShape $shadow={value} aria-hidden="true" />
            <TokenName>shadows.{name}</TokenName>
          </Tile>
        ))}
      </CardGrid>
    </KitScope>
  );
}

/** The min-widths that media helpers such as `up('md')` use. */
export function BreakpointScale({ theme = defaultTheme }: { theme?: Theme }) {
  return (
    <KitScope theme={theme}>
      <Panel>
        {(Object.entries(theme.breakpoints) as [Breakpoint, number][]).map(([name, value]) => (
          <TokenRow key={name}>
            <TokenName>breakpoints.{name}</TokenName>
            <TokenValue as="code">
              up(&apos;{name}&apos;) → {up(name)}
            </TokenValue>
            <TokenValue>{value} px</TokenValue>
          </TokenRow>
        ))}
      </Panel>
    </KitScope>
  );
}
