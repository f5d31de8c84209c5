import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Badge, type BadgeProps } from './Badge';

const Surface = styled.div<{ $tone: 'canvas' | 'surface' | 'inverse' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => theme.colors.bg[$tone]};
`;

const tones = ['neutral', 'accent', 'success', 'inverse'] as const satisfies BadgeProps['tone'][];

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Framer' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A neutral category label. */
export const Default: Story = {};

/** Draws the eye: "New", "Most popular". */
export const Accent: Story = { args: { tone: 'accent', children: 'Most popular' } };

/** A positive status. */
export const Success: Story = { args: { tone: 'success', children: 'Live' } };

/** Dark label for light, busy surfaces. */
export const Inverse: Story = { args: { tone: 'inverse', children: 'Case study' } };

/** Every tone on the canvas, on white and on a dark surface, for review. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['canvas', 'surface', 'inverse'] as const).map((surface) => (
        <Surface key={surface} $tone={surface}>
          {/* An inverse badge on an inverse surface has nothing to show, so it is left out there. */}
          {tones
            .filter((tone) => surface !== 'inverse' || tone !== 'inverse')
            .map((tone) => (
              <Badge key={tone} {...args} tone={tone}>
                {tone}
              </Badge>
            ))}
        </Surface>
      ))}
    </div>
  ),
};
