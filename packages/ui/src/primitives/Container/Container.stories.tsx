import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Container } from './Container';

const Content = styled.div`
  padding: ${({ theme }) => theme.space[8]};
  border: 1.5px dashed ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.surface};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const meta = {
  title: 'Primitives/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Content>Content stays within the page width, with breathing room at the edges.</Content>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Centred at the maximum page width; the side padding grows at `md` and `lg`. */
export const Default: Story = {};

/** As the page's `main` landmark. */
export const AsMain: Story = { args: { as: 'main' } };
