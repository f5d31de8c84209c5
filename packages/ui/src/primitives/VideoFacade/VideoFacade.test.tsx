import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildEmbedUrl, NOCOOKIE_EMBED_BASE } from './buildEmbedUrl';
import { VideoFacade, type VideoFacadeProps } from './VideoFacade';
import { renderInTheme } from '../../../test/render';

const poster = { src: '/poster.webp', width: 1280, height: 720, alt: 'The studio at work' };
const TITLE = 'Inside Outpace';

// `srcDoc` wins over `src` in browsers and in happy-dom, so the player frame never fetches the host in tests; and
// the host is said to answer (a stand-in for the network's answer; `isHostReachable.test.ts` asks a real one).
const offline = { srcDoc: '<p>player</p>' };
const hostAnswers = async () => true;

const renderFacade = (props: Partial<VideoFacadeProps> = {}) =>
  renderInTheme(
    <VideoFacade
      title={TITLE}
      poster={poster}
      videoId="M7lc1UVf-VE"
      iframeProps={offline}
      isHostReachable={hostAnswers}
      {...props}
    />,
  );

describe('buildEmbedUrl', () => {
  it('does build an autoplaying URL on the privacy-enhanced host', () => {
    expect(NOCOOKIE_EMBED_BASE).toBe('https://www.youtube-nocookie.com/embed/');
    expect(buildEmbedUrl('M7lc1UVf-VE')).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
    );
  });

  it('does encode the id and accept another base', () => {
    expect(buildEmbedUrl('a b/c', 'about:blank#')).toBe('about:blank#a%20b%2Fc?autoplay=1');
  });
});

describe('VideoFacade', () => {
  it('does show only the local poster and a named play button before the click', () => {
    renderFacade();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('img', { name: 'The studio at work' }).getAttribute('src')).toBe(
      '/poster.webp',
    );
    expect(screen.getByRole('button', { name: `Play video: ${TITLE}` })).toBeTruthy();
    expect(screen.getByText(TITLE)).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
  });

  it('does swap in the nocookie player on click, with the required attributes, and focus it', async () => {
    const onPlay = vi.fn();
    renderFacade({ onPlay });
    await userEvent.click(screen.getByRole('button', { name: `Play video: ${TITLE}` }));
    const iframe = await waitFor(() => {
      const element = document.querySelector('iframe');
      if (!element) throw new Error('no player yet');
      return element;
    });
    expect(iframe!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
    );
    expect(iframe!.getAttribute('title')).toBe(TITLE);
    expect(iframe!.getAttribute('allow')).toBe('autoplay; encrypted-media; picture-in-picture');
    expect(iframe!.hasAttribute('allowfullscreen')).toBe(true);
    expect(iframe!.getAttribute('loading')).toBe('lazy');
    await waitFor(() => expect(document.activeElement).toBe(iframe));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('does build the URL from embedBaseUrl, or take embedUrl as is', async () => {
    const playerSrc = () => document.querySelector('iframe')?.getAttribute('src');
    const { unmount } = renderFacade({ embedBaseUrl: 'about:blank#' });
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(playerSrc()).toBe('about:blank#M7lc1UVf-VE?autoplay=1'));
    unmount();
    renderFacade({ embedUrl: 'about:blank' });
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(playerSrc()).toBe('about:blank'));
  });

  it('does keep the poster and say so, with a link to the video on its host, when the host cannot be reached', async () => {
    const askedFor: string[] = [];
    renderFacade({
      watchUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      isHostReachable: async (url) => {
        askedFor.push(url);
        return false;
      },
    });
    await userEvent.click(screen.getByRole('button', { name: `Play video: ${TITLE}` }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Video unavailable, watch it on youtube.com (opens in a new tab)',
    );
    const link = screen.getByRole('link', { name: 'watch it on youtube.com (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=M7lc1UVf-VE');
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('img', { name: 'The studio at work' })).toBeTruthy();
    expect(askedFor).toEqual(['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1']);
  });

  it('does describe the play button with the duration', () => {
    renderFacade({ duration: '2:04' });
    const button = screen.getByRole('button', { name: `Play video: ${TITLE}` });
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Duration 2:04');
  });

  it('does offer modern poster formats through <picture>', () => {
    renderFacade({
      poster: { ...poster, sources: [{ type: 'image/avif', srcSet: '/poster.avif 1280w' }] },
    });
    const source = document.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
  });
});
