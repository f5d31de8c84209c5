import styled from 'styled-components';
import { defaultTheme, tokens, type Theme } from '../../theme';
import { roleColor } from '../../theme/roles';
import { colorPairings } from './colorPairings';
import { contrastGrade, contrastRatio, formatRatio } from './contrast';
import { BlockTitle, CardGrid, Panel, TokenName, TokenValue } from './docsStyles';
import { KitScope } from './KitScope';

const groups = [
  { group: 'bg', title: 'Surfaces' },
  { group: 'fg', title: 'Text and icons' },
  { group: 'border', title: 'Borders and focus' },
] as const;

/** `ink50` for a colour that is a palette entry, so the page shows which raw token a role points to. */
const paletteName = (color: string): string | undefined =>
  Object.entries(tokens.palette).find(([, value]) => value === color)?.[0];

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const Swatch = styled.li`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Chip = styled.span<{ $color: string }>`
  display: block;
  height: 3.5rem;

  @media (min-width: 640px) {
    height: 4.5rem;
  }
  background: ${({ $color }) => $color};
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.border.default};
`;

const SwatchText = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
`;

/** Every colour role of a theme, grouped as components ask for them. */
export function ColorSwatches({ theme = defaultTheme }: { theme?: Theme }) {
  return (
    <KitScope theme={theme}>
      <Groups>
        {groups.map(({ group, title }) => (
          <section key={group} aria-label={title}>
            <BlockTitle>{title}</BlockTitle>
            <CardGrid $min="8.5rem">
              {Object.entries(theme.colors[group]).map(([role, color]) => (
                <Swatch key={role}>
                  <Chip $color={color} />
                  <SwatchText>
                    <TokenName>
                      {group}.<wbr />
                      {role}
                    </TokenName>
                    <TokenValue>{color}</TokenValue>
                    {paletteName(color) && <TokenValue>palette.{paletteName(color)}</TokenValue>}
                  </SwatchText>
                </Swatch>
              ))}
            </CardGrid>
          </section>
        ))}
      </Groups>
    </KitScope>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.fg.muted};
    background: ${({ theme }) => theme.colors.bg.canvas};
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  }

  /* Phones: each pair becomes a small card; the column names are not needed beside self-describing cells. */
  @media (max-width: 639.98px) {
    &,
    tbody,
    caption {
      display: block;
    }
    thead {
      display: none;
    }
    tbody tr {
      display: grid;
      grid-template-columns: auto 1fr auto;
      align-items: center;
      column-gap: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    }
    td {
      padding: 0;
    }
    td:nth-child(3) {
      grid-column: 2 / 4;
      grid-row: 2;
      color: ${({ theme }) => theme.colors.fg.muted};
    }
  }
`;

const Caption = styled.caption`
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  text-align: left;
  color: ${({ theme }) => theme.colors.fg.muted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
`;

const Sample = styled.span<{ $fg: string; $bg: string; $ring: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  box-shadow: ${({ theme, $fg, $ring }) =>
    $ring ? `inset 0 0 0 2px ${$fg}` : `inset 0 0 0 1px ${theme.colors.border.default}`};
`;

const Pair = styled.span`
  display: grid;
  gap: 2px;
`;

const Ratio = styled.td`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  text-align: right;
`;

const gradeColors = (theme: Theme, grade: 'AAA' | 'AA' | 'fail') =>
  ({
    AAA: [theme.colors.bg.inverse, theme.colors.fg.inverse],
    AA: [theme.colors.bg.subtle, theme.colors.fg.default],
    fail: [theme.colors.bg.dangerSubtle, theme.colors.fg.danger],
  })[grade];

const Grade = styled.span<{ $grade: 'AAA' | 'AA' | 'fail' }>`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme, $grade }) => gradeColors(theme, $grade)[0]};
  color: ${({ theme, $grade }) => gradeColors(theme, $grade)[1]};
`;

/** Each text and focus colour on the surface it is meant for, with its WCAG contrast worked out here. */
export function ContrastPairs({ theme = defaultTheme }: { theme?: Theme }) {
  return (
    <KitScope theme={theme}>
      <Panel>
        <Table>
          <Caption>
            {colorPairings.length} pairings in the <TokenName>{theme.name}</TokenName> theme. Text
            needs 4.5:1 (AA) or 7:1 (AAA); focus rings and outlines need 3:1.
          </Caption>
          <thead>
            <tr>
              <th scope="col">Sample</th>
              <th scope="col">Pairing</th>
              <th scope="col">Used for</th>
              <th scope="col">Contrast</th>
            </tr>
          </thead>
          <tbody>
            {colorPairings.map(({ fg, bg, use, where }) => {
              const [fgColor, bgColor] = [roleColor(theme, fg), roleColor(theme, bg)];
              const ratio = contrastRatio(fgColor, bgColor);
              const grade = contrastGrade(ratio, use);
              return (
                <tr key={`${fg}/${bg}`}>
                  <td>
                    <Sample
                      $fg={fgColor}
                      $bg={bgColor}
                      $ring={use === 'non-text'}
                      aria-hidden="true"
                    >
                      {use === 'text' ? 'Aa' : ''}
                    </Sample>
                  </td>
                  <td>
                    <Pair>
                      <TokenName>{fg}</TokenName>
                      <TokenValue as="span">on {bg}</TokenValue>
                    </Pair>
                  </td>
                  <td>{where}</td>
                  <Ratio>
                    {formatRatio(ratio)}
                    <Grade $grade={grade}>{grade}</Grade>
                  </Ratio>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Panel>
    </KitScope>
  );
}
