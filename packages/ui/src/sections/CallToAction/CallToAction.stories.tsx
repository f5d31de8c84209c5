import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { reflowModes, responsiveModes } from '../../storybook/modes';
import { CalendarButton } from '../../primitives/CalendarButton';
import { CallToAction } from './CallToAction';
import { bookingUrl, callToActionArgs, faqFixtures, videoFixture } from './CallToAction.fixtures';
import { withStaticMotion } from '../../storybook/decorators';

const meta = {
  title: 'Sections/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: {
    ...callToActionArgs,
    calendarButton: <CalendarButton href={bookingUrl} size="lg" onActivate={fn()} />,
  },
  argTypes: {
    calendarButton: { control: false },
    faq: { control: 'object' },
    video: { control: 'object' },
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The band at rest: the two lines, the FAQ beside the studio video, then the calendar button. */
export const Default: Story = {
  parameters: { chromatic: { modes: reflowModes } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Need To Discuss Before Starting?' });
    await expect(section).toHaveAttribute('id', 'book-call');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Need To Discuss Before Starting?' }),
    ).toBeVisible();
    await expect(canvas.getByText('Book a 15-minute free call with us')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Book a free 15-minute call (opens in a new tab)' }),
    ).toBeVisible();
  },
};

/** One answer open, as a visitor leaves it after reading. */
export const FaqOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: faqFixtures[0]!.question }));
    await expect(
      await canvas.findByRole('region', { name: faqFixtures[0]!.question }),
    ).toBeVisible();
    // A pointer user would see no focus ring; drop the programmatic focus so the snapshot matches.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** FAQ by keyboard: arrows move between questions, Enter opens, and opening another closes the first. */
export const FaqInteraction: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const [first, second] = faqFixtures.map((item) =>
      canvas.getByRole('button', { name: item.question }),
    );
    first!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    const answer = await canvas.findByRole('region', { name: faqFixtures[1]!.question });
    await expect(answer).toHaveTextContent(faqFixtures[1]!.answer);
    await expect(second).toHaveAttribute('aria-controls', answer.id);
  },
};

/**
 * Play swaps the poster for the player in the same box. The story's `embedBaseUrl` is `about:blank#`, so the
 * frame stays empty and nothing reaches the video host.
 */
export const VideoPlaying: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: `Play video: ${videoFixture.title}` }),
    );
    const iframe = await waitFor(() => {
      const element = canvasElement.querySelector('iframe');
      if (!element) throw new Error('no player yet');
      return element;
    });
    await expect(iframe).toHaveAttribute('src', 'about:blank#M7lc1UVf-VE?autoplay=1');
    await expect(iframe).toHaveAttribute('title', videoFixture.title);
    await expect(iframe).toHaveFocus();
    const section = canvas.getByRole('region', { name: 'Need To Discuss Before Starting?' });
    await expect(within(section).getByText(videoFixture.description)).toBeVisible();
  },
};

/** Without a calendar button (e.g. while the booking tool is down) the closing card is left out. */
export const WithoutCalendarButton: Story = { args: { calendarButton: undefined } };

/** The answers open and close in place; the play button does not grow on hover. */
export const ReducedMotion: Story = {
  decorators: [withStaticMotion],
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: faqFixtures[3]!.question }));
    const answer = await canvas.findByRole('region', { name: faqFixtures[3]!.question });
    await expect(answer).toBeVisible();
    await expect(getComputedStyle(answer).transitionDuration).toMatch(/^0s$|^1e-05s$/);
  },
};
