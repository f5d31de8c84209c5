import styled from 'styled-components';
import { CardGrid } from './docsStyles';
import { KitScope } from './KitScope';

const Item = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Kicker = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.fg.accent};
`;

const Title = styled.h3`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

const Body = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

export interface Feature {
  /** A short mono label above the title: a package name, a count, a command. */
  kicker: string;
  title: string;
  body: string;
}

/** Cards of short facts, for the overview pages. */
export function FeatureGrid({ items }: { items: readonly Feature[] }) {
  return (
    <KitScope>
      <CardGrid $min="14rem">
        {items.map(({ kicker, title, body }) => (
          <Item key={title}>
            <Kicker>{kicker}</Kicker>
            <Title>{title}</Title>
            <Body>{body}</Body>
          </Item>
        ))}
      </CardGrid>
    </KitScope>
  );
}
