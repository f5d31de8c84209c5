import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, waitFor } from 'storybook/test';
import { Accordion } from './Accordion';
import { withStaticMotion } from '../../storybook/decorators';

const faq = [
  {
    id: 'price',
    question: 'What does a fixed price include?',
    answer:
      'Everything in the estimate: strategy, design or development by the number of people you chose, the add-ons you ticked, and two rounds of revisions. If the scope stays the same, the price does too.',
  },
  {
    id: 'start',
    question: 'How fast can you start?',
    answer:
      'Regular projects start within two weeks. Choose Fast and we deliver within 14 days, or Rush and we deliver within 7 days.',
  },
  {
    id: 'team',
    question: 'Do you work with in-house teams?',
    answer:
      'Yes. Most clients keep their own team and use us to add capacity: we join your Slack, follow your design system and hand over clean, documented work.',
  },
  {
    id: 'call',
    question: 'What happens on the 15-minute call?',
    answer:
      'You tell us where growth is stuck; we tell you honestly whether we can help, what it would take and what it would cost. No slides, no obligation.',
  },
];

const Frame = styled.div<{ $inverse?: boolean }>`
  width: min(640px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme, $inverse }) => ($inverse ? theme.colors.bg.inverse : 'transparent')};
`;

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { items: faq, onValueChange: fn() },
  argTypes: { items: { control: 'object' } },
  decorators: [
    (Story, { args }) => (
      <Frame $inverse={args.tone === 'inverse'}>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All questions closed: the page's FAQ at rest. */
export const Default: Story = {};

/** One answer open: the question's mark turns into an ember minus. */
export const OpenItem: Story = { args: { defaultValue: ['start'] } };

/** `type="multiple"`: several answers can stay open side by side. */
export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['price', 'call'] } };

/** Light text and muted rules for the dark call-to-action band. */
export const Inverse: Story = { args: { tone: 'inverse', defaultValue: ['price'] } };

/** A click opens an answer and closes the one that was open; a second click closes it again. */
export const Interaction: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, args, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'What does a fixed price include?' });
    const second = canvas.getByRole('button', { name: 'How fast can you start?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // `visibility` flips on the first frame of the opening transition, so wait for it.
    const answer = await canvas.findByRole('region', { name: 'What does a fixed price include?' });
    await expect(answer).toBeVisible();
    await expect(first).toHaveAttribute('aria-controls', answer.id);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['price']);

    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(answer).not.toBeVisible());

    await userEvent.click(second);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};

/** Keyboard: arrows, Home and End move between questions; Enter and Space toggle the focused one. */
export const Keyboard: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const buttons = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(buttons[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(buttons[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(buttons[0]).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opens and closes in place, with no height animation. */
export const ReducedMotion: Story = {
  args: { defaultValue: ['start'] },
  decorators: [withStaticMotion],
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  play: async ({ canvas }) => {
    const answer = canvas.getByRole('region', { name: 'How fast can you start?' });
    await expect(getComputedStyle(answer).transitionDuration).toMatch(/^0s$|^1e-05s$/);
    await expect(answer).toBeVisible();
  },
};
