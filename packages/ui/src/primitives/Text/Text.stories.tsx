import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Text } from './Text';

const Dark = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 560px;
  padding: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.inverse};
`;

const copy =
  'We plan, design and run the campaigns that move your numbers, with one senior team from brief to launch.';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: copy },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Body copy at the default size. */
export const Default: Story = {};

/** The lead paragraph under a section heading. */
export const Lead: Story = { args: { size: 'lg' } };

/** Fine print: captions, footnotes, form help. */
export const Small: Story = { args: { size: 'sm', tone: 'muted' } };

/** Secondary copy that should recede. */
export const Muted: Story = { args: { tone: 'muted' } };

/** The kicker above a section heading. */
export const Eyebrow: Story = { args: { variant: 'eyebrow', children: 'What we do' } };

/** Inline emphasis with real semantics. */
export const Strong: Story = {
  args: { as: 'strong', weight: 'bold', children: 'No lock-in contracts.' },
};

/** Error and warning copy outside a form field. */
export const Danger: Story = {
  args: { tone: 'danger', children: 'We could not load your plans. Try again.' },
};

/** Light tones for dark surfaces. */
export const Inverse: Story = {
  render: (args) => (
    <Dark>
      <Text {...args} variant="eyebrow" tone="inverseMuted">
        Case study
      </Text>
      <Text {...args} tone="inverse" size="lg" />
      <Text {...args} tone="inverseMuted" size="sm" />
    </Dark>
  ),
};

/** Every size and tone on the light canvas, for review. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Text {...args} variant="eyebrow">
        Eyebrow · What we do
      </Text>
      {(['lg', 'md', 'sm'] as const).map((size) => (
        <Text key={size} {...args} size={size}>
          {size} · {copy}
        </Text>
      ))}
      {(['default', 'muted', 'accent', 'danger'] as const).map((tone) => (
        <Text key={tone} {...args} tone={tone} weight="medium">
          {tone} · Senior team, from brief to launch.
        </Text>
      ))}
    </div>
  ),
};
