import styled from 'styled-components';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { harborTheme, type Theme } from '../../theme';
import { KitScope } from './KitScope';
import { themeAfterStep, type ThemeStep } from './themeSteps';

/** The page's paper behind the sample, so a changed canvas colour shows too. */
const Canvas = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.canvas};
  font-family: ${({ theme }) => theme.fonts.body};

  @media (min-width: 640px) {
    padding: ${({ theme }) => theme.space[6]};
  }
  @media (min-width: 768px) {
    grid-template-columns: 3fr 2fr;
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Figure = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tighter};
  color: ${({ theme }) => theme.colors.fg.inverse};
`;

const Accent = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.fg.onInverseAccent};
`;

const Label = styled.p`
  grid-column: 1 / -1;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

/** A few of the kit's components in the brand as it stands after one step of the Theming page. */
export function ThemePreview({
  step,
  brand = harborTheme,
}: {
  step: ThemeStep['id'];
  brand?: Theme;
}) {
  const theme = themeAfterStep(brand, step);
  return (
    <KitScope theme={theme}>
      <Canvas>
        <Card variant="elevated" padding="lg">
          <Stack gap={4}>
            <div>
              <Badge tone="accent">New this week</Badge>
            </div>
            <Heading as="h3" size="xs">
              A launch page your team can ship on Friday
            </Heading>
            <Text tone="muted">
              Pick a template, set your prices, and the calculator, catalog and sign-up come with
              it.
            </Text>
            <TextField label="Work e-mail" type="email" placeholder="you@company.com" />
            <Actions>
              <Button>Start a project</Button>
              <Button variant="secondary">See pricing</Button>
            </Actions>
          </Stack>
        </Card>
        <Card variant="inverse" padding="lg">
          <Stack gap={3}>
            <Text variant="eyebrow" tone="inverseMuted">
              Your estimate
            </Text>
            <Figure>$6,200</Figure>
            <Text tone="inverseMuted">A growth team of three, live in six weeks.</Text>
            <Accent>Fixed price, no retainer</Accent>
          </Stack>
        </Card>
        <Label>theme.name = &apos;{theme.name}&apos;</Label>
      </Canvas>
    </KitScope>
  );
}
