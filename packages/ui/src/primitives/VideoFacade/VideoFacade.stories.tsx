import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, waitFor } from 'storybook/test';
import { VideoFacade } from './VideoFacade';
import { withStaticMotion } from '../../storybook/decorators';
import { allModes } from '../../storybook/modes';

const image = (file: string) => new URL(`../../__fixtures__/images/${file}`, import.meta.url).href;

const poster = {
  src: image('video-sprint-1280.webp'),
  srcSet: `${image('video-sprint-640.webp')} 640w, ${image('video-sprint-1280.webp')} 1280w`,
  sizes: '(min-width: 720px) 640px, 100vw',
  width: 1280,
  height: 720,
  alt: 'A sprint board with Brief and Build columns, an ember badge reading “Brief to launch: 14 days” and a progress bar at day 11',
};

/**
 * Stories never reach the video host: `srcdoc` takes precedence over `src`, so the player frame keeps its real
 * nocookie URL (which the play test checks) but renders this local stand-in instead of fetching it.
 */
const offlinePlayer = {
  srcDoc:
    '<body style="margin:0;display:grid;place-items:center;height:100vh;background:#161411;color:#f6f3ec;font:600 16px system-ui">Player (offline stand-in)</body>',
};

const Frame = styled.div`
  width: min(640px, calc(100vw - 32px));
`;
const NarrowFrame = styled.div`
  width: 300px;
`;

const meta = {
  title: 'Primitives/VideoFacade',
  component: VideoFacade,
  args: {
    title: 'Inside Outpace: how a two-week sprint ships a landing page',
    poster,
    videoId: 'M7lc1UVf-VE',
    iframeProps: offlinePlayer,
    // The stand-in player is always there; `Unavailable` says the host is not.
    isHostReachable: async (): Promise<boolean> => true,
    watchUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    onPlay: fn(),
  },
  argTypes: {
    poster: { control: 'object' },
    iframeProps: { control: false },
    isHostReachable: { control: false },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof VideoFacade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the click: a local poster, the title and a big play button. Nothing comes from the video host. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', {
        name: 'Play video: Inside Outpace: how a two-week sprint ships a landing page',
      }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** With the running time, read to screen readers as the button's description. */
export const WithDuration: Story = { args: { duration: '2:04' } };

/** In a narrow column the caption scales down with the facade (container query), not with the viewport. */
export const Narrow: Story = {
  args: { duration: '2:04' },
  decorators: [
    (Story) => (
      <NarrowFrame>
        <Story />
      </NarrowFrame>
    ),
  ],
};

/**
 * Pressing play swaps in the privacy-enhanced player in the same 16:9 box (no layout shift) and focuses it.
 * No iframe exists before the click.
 */
export const Play: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const button = canvas.getByRole('button', { name: /^Play video: / });
    const boxBefore = button.parentElement!.getBoundingClientRect();

    await userEvent.click(button);

    const iframe = await waitFor(() => {
      const element = canvasElement.querySelector('iframe');
      if (!element) throw new Error('no player yet');
      return element;
    });
    await expect(iframe).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
    );
    await expect(iframe).toHaveAttribute('title', args.title);
    await expect(iframe).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    await expect(iframe).toHaveAttribute('allowfullscreen');
    await expect(iframe).toHaveFocus();
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();

    const boxAfter = iframe.parentElement!.getBoundingClientRect();
    await expect(boxAfter.height).toBe(boxBefore.height);
    await expect(boxAfter.width / boxAfter.height).toBeCloseTo(16 / 9, 2);
  },
};

/**
 * Pressed play while the video host cannot be reached (offline, blocked): the poster stays, dimmed, and says so
 * with a link to the video's page; focus moves to that link. No player frame with the browser's error page.
 */
export const Unavailable: Story = {
  args: { isHostReachable: async () => false, duration: '2:04' },
  parameters: {
    chromatic: {
      modes: { mobile: allModes.mobile, desktop: allModes.desktop, 'brand-b': allModes['brand-b'] },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Play video: / }));
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Video unavailable, watch it on youtube.com');
    const link = canvas.getByRole('link', { name: 'watch it on youtube.com (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=M7lc1UVf-VE');
    await expect(link).toHaveFocus();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    // The capture shows the notice at rest, not the link's focus ring.
    link.blur();
  },
};

/** The play disc does not grow on hover; everything else is the same. */
export const ReducedMotion: Story = {
  decorators: [withStaticMotion],
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
};
