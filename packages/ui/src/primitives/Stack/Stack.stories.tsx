import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Stack } from './Stack';

const Box = styled.div<{ $tall?: boolean }>`
  display: grid;
  place-items: center;
  min-width: 96px;
  min-height: ${({ $tall }) => ($tall ? '112px' : '64px')};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const boxes = ['Strategy', 'Design', 'Build', 'Launch'].map((label) => (
  <Box key={label}>{label}</Box>
));

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { children: boxes },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column with the default gap. */
export const Default: Story = {};

/** A row, e.g. a button group. */
export const Row: Story = { args: { direction: 'row', gap: 3 } };

/** A column on phones that becomes a row from `md` up, with a gap that grows too. */
export const ResponsiveDirection: Story = {
  args: { direction: { base: 'column', md: 'row' }, gap: { base: 3, md: 6 } },
};

/** Wrapping rows for tag lists and chips. */
export const Wrap: Story = {
  args: { direction: 'row', wrap: true, gap: 2 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** A real list (`ul`) laid out as a stack: screen readers still announce the item count. */
export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 2,
    children: ['Audit', 'Roadmap', 'Sprints'].map((item) => (
      <li key={item}>
        <Box>{item}</Box>
      </li>
    )),
  },
};

/** Cross-axis alignment and main-axis distribution in a row, for review. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <Stack gap={6}>
      {(['start', 'center', 'end', 'stretch'] as const).map((align) => (
        <Stack key={align} {...args} direction="row" align={align} gap={3}>
          <Box $tall>align {align}</Box>
          <Box>Design</Box>
          <Box>Build</Box>
        </Stack>
      ))}
      {(['start', 'center', 'end', 'between'] as const).map((justify) => (
        <Stack key={justify} {...args} direction="row" justify={justify} gap={3}>
          <Box>justify {justify}</Box>
          <Box>Build</Box>
        </Stack>
      ))}
    </Stack>
  ),
};
