import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

const Close = () => (
  <svg
    viewBox="0 0 20 20"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Close menu' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name of an icon-only button: nothing shows but the icon, yet the button is announced by name. */
export const Default: Story = {
  render: (args) => (
    <Button variant="secondary">
      <Close />
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close menu' });
    const label = canvas.getByText('Close menu');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(button).toBeInTheDocument();
  },
};

/** A heading that structures the page for screen-reader users where the layout already makes it obvious. */
export const AsHeading: Story = {
  args: { as: 'h2', children: 'Client logos' },
  render: (args) => (
    <div>
      <VisuallyHidden {...args} />
      <p>Trusted by 120+ teams.</p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Client logos' }),
    ).toBeInTheDocument();
  },
};
