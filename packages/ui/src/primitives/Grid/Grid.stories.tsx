import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Grid } from './Grid';

const Cell = styled.div`
  display: grid;
  place-items: center;
  min-height: 96px;
  padding: ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const services = ['Brand', 'Web design', 'Development', 'Paid media', 'SEO', 'Analytics'];
const cells = services.map((label) => <Cell key={label}>{label}</Cell>);

const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  parameters: { layout: 'padded' },
  args: { columns: 3, children: cells },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed three-column grid. */
export const Default: Story = {};

/** One column on phones, two from `sm`, three from `lg`. */
export const ResponsiveColumns: Story = {
  args: { columns: { base: 1, sm: 2, lg: 3 }, gap: { base: 4, md: 6 } },
};

/** As many columns as fit, each at least 200px wide. */
export const AutoFill: Story = { args: { minItemWidth: '200px' } };

/** A real list (`ul`), e.g. a services index. */
export const AsList: Story = {
  args: {
    as: 'ul',
    columns: 2,
    gap: 4,
    children: services.map((label) => (
      <li key={label}>
        <Cell>{label}</Cell>
      </li>
    )),
  },
};

/** Column counts one to four, for review. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {[1, 2, 3, 4].map((count) => (
        <Grid key={count} {...args} columns={count} gap={4}>
          {services.slice(0, count).map((label) => (
            <Cell key={label}>{label}</Cell>
          ))}
        </Grid>
      ))}
    </div>
  ),
};
