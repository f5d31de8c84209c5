import styled from 'styled-components';
import kitPackage from '../../../package.json';
import { CodeColors } from './CodeColors';
import { KitScope } from './KitScope';

const Banner = styled.header`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.bg.inverse};
  color: ${({ theme }) => theme.colors.fg.inverse};

  @media (min-width: 768px) {
    padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[12]};
  }

  /* An ember glow in the corner: decoration only, drawn under the text. */
  &::before {
    content: '';
    position: absolute;
    z-index: -1;
    inset: -40% -25% auto auto;
    width: min(520px, 90%);
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: radial-gradient(
      circle,
      ${({ theme }) => theme.colors.bg.accent} 0%,
      transparent 68%
    );
    opacity: 0.38;
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.fg.onInverseAccent};

  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: currentColor;
  }
`;

const Title = styled.h1`
  max-width: 16ch;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
  text-wrap: balance;
`;

const Lede = styled.p`
  margin: ${({ theme }) => theme.space[5]} 0 0;
  max-width: 58ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
`;

const Version = styled.p`
  margin: ${({ theme }) => theme.space[8]} 0 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
`;

export interface PageHeaderProps {
  eyebrow: string;
  title: string;
  lede: string;
}

/** The dark title band that opens every page of the kit's guide; it also brings the guide's code colours. */
export function PageHeader({ eyebrow, title, lede }: PageHeaderProps) {
  return (
    <KitScope>
      <CodeColors />
      <Banner>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Title>{title}</Title>
        <Lede>{lede}</Lede>
        <Version>
          {kitPackage.name} {kitPackage.version}
        </Version>
      </Banner>
    </KitScope>
  );
}
