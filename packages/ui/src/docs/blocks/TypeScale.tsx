import styled from 'styled-components';
import { defaultTheme, type Theme } from '../../theme';
import { CardGrid, Panel, TokenName, TokenRow, TokenValue } from './docsStyles';
import { fontSizeAt } from './fluidSize';
import { KitScope } from './KitScope';

/** The widths every section is reviewed at; fluid sizes are shown at both. */
const PHONE_PX = 375;
const DESKTOP_PX = 1280;

type FontSize = keyof Theme['fontSizes'];
/** Headings set these sizes in the display face; everything smaller is body and interface text. */
const displaySizes: readonly FontSize[] = ['2xl', '3xl', '4xl', '5xl'];

const Family = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
`;

const Glyphs = styled.span<{ $family: string; $weight: number }>`
  font-family: ${({ $family }) => $family};
  font-weight: ${({ $weight }) => $weight};
  font-size: 3.25rem;
  line-height: 1;
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

const Sample = styled.span<{ $size: string; $family: string; $display: boolean }>`
  display: block;
  font-family: ${({ $family }) => $family};
  font-size: ${({ $size }) => $size};
  font-weight: ${({ theme, $display }) =>
    $display ? theme.fontWeights.bold : theme.fontWeights.regular};
  line-height: ${({ theme, $display }) => ($display ? theme.lineHeights.tight : theme.lineHeights.snug)};
  letter-spacing: ${({ theme, $display }) => ($display ? theme.letterSpacings.tighter : 'normal')};
  overflow-wrap: anywhere;
`;

const px = (value: number) => `${Math.round(value * 10) / 10} px`;

/** What a size token works out to on a phone and on a desktop. */
function sizeRange(value: string): string {
  const [phone, desktop] = [fontSizeAt(value, PHONE_PX), fontSizeAt(value, DESKTOP_PX)];
  return phone === desktop ? px(phone) : `${px(phone)} → ${px(desktop)}`;
}

/** The three type families and every step of the size scale, each set in the face it is used with. */
export function TypeScale({ theme = defaultTheme }: { theme?: Theme }) {
  // Each face in the weight it is mostly seen in, with letters that tell the faces apart.
  const families = [
    { name: 'display', use: 'Headings and figures', weight: theme.fontWeights.bold },
    { name: 'body', use: 'Body copy and interface', weight: theme.fontWeights.regular },
    { name: 'mono', use: 'Code and token names', weight: theme.fontWeights.regular },
  ] as const;
  return (
    <KitScope theme={theme}>
      <CardGrid as="div" $min="18rem" style={{ marginBottom: theme.space[6] }}>
        {families.map(({ name, use, weight }) => (
          <Family key={name}>
            <Glyphs $family={theme.fonts[name]} $weight={weight} aria-hidden="true">
              Rag1
            </Glyphs>
            <TokenName>fonts.{name}</TokenName>
            <TokenValue as="span">{use}</TokenValue>
          </Family>
        ))}
      </CardGrid>
      <Panel>
        {(Object.entries(theme.fontSizes) as [FontSize, string][]).map(([name, value]) => {
          const display = displaySizes.includes(name);
          return (
            <TokenRow key={name}>
              <TokenName>fontSizes[&apos;{name}&apos;]</TokenName>
              <Sample
                $size={value}
                $display={display}
                $family={display ? theme.fonts.display : theme.fonts.body}
              >
                {display ? 'Growth that compounds' : 'Launch-ready pages in days, not months'}
              </Sample>
              <TokenValue>
                {sizeRange(value)}
                <br />
                {value}
              </TokenValue>
            </TokenRow>
          );
        })}
      </Panel>
    </KitScope>
  );
}

const Weight = styled(Panel)<{ $weight: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};

  & > span:first-child {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ $weight }) => $weight};
    line-height: 1.1;
  }
`;

const Leading = styled.span<{ $value: number }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ $value }) => $value};
  background: linear-gradient(
      ${({ theme }) => theme.colors.bg.accentSubtle},
      ${({ theme }) => theme.colors.bg.accentSubtle}
    )
    left / 3px 100% no-repeat;
  padding-left: ${({ theme }) => theme.space[3]};
`;

/** Weights, leading and tracking: the smaller scales that finish the type. */
export function TypeDetails({ theme = defaultTheme }: { theme?: Theme }) {
  return (
    <KitScope theme={theme}>
      <CardGrid as="div" $min="9.5rem">
        {Object.entries(theme.fontWeights).map(([name, weight]) => (
          <Weight key={name} $weight={weight}>
            <span aria-hidden="true">Ag</span>
            <TokenName>fontWeights.{name}</TokenName>
            <TokenValue as="span">{weight}</TokenValue>
          </Weight>
        ))}
      </CardGrid>
      <Panel style={{ marginTop: theme.space[3] }}>
        {Object.entries(theme.lineHeights).map(([name, value]) => (
          <TokenRow key={`leading-${name}`}>
            <TokenName>lineHeights.{name}</TokenName>
            <Leading $value={value}>
              Pages that load before the coffee cools,
              <br />
              and read as well as they look.
            </Leading>
            <TokenValue>{value}</TokenValue>
          </TokenRow>
        ))}
        {Object.entries(theme.letterSpacings).map(([name, value]) => (
          <TokenRow key={`tracking-${name}`}>
            <TokenName>letterSpacings.{name}</TokenName>
            <span style={{ letterSpacing: value }}>Letter spacing {name}</span>
            <TokenValue>{value}</TokenValue>
          </TokenRow>
        ))}
      </Panel>
    </KitScope>
  );
}
