import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <Container as="header" style={{ paddingBlock: 24 }}>
        <nav aria-label="Primary">
          <a href="#services">Services</a> · <a href="#work">Work</a> ·{' '}
          <a href="#pricing">Pricing</a>
        </nav>
      </Container>
      <Container as="main" id="main" tabIndex={-1} style={{ paddingBlock: 48 }}>
        <Stack gap={3}>
          <Heading as="h1" size="md">
            Main content
          </Heading>
          <Text tone="muted">Press Tab from the top of the page to reveal the skip link.</Text>
        </Stack>
      </Container>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused; the first Tab on the page reveals it at the top-left, above everything. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(link).toHaveAttribute('href', '#main');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);

    await userEvent.tab();
    await expect(link).toHaveFocus();
    const box = link.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(100);
    await expect(box.top).toBeLessThan(24);
    await expect(box.left).toBeLessThan(24);
  },
};

/** Custom target and wording, e.g. for a page whose main content is a pricing calculator. */
export const CustomTarget: Story = {
  args: { href: '#calculator', children: 'Skip to the calculator' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Skip to the calculator' })).toHaveAttribute(
      'href',
      '#calculator',
    );
  },
};
