import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildEmbedUrl, NOCOOKIE_EMBED_BASE } from './buildEmbedUrl';
import { VideoFacade, type VideoFacadeProps } from './VideoFacade';
import { renderInTheme } from '../../../test/render';

const poster = { src: '/poster.webp', width: 1280, height: 720, alt: 'The studio at work' };
const TITLE = 'Inside Outpace';

// `srcDoc` wins over `src` in browsers and in happy-dom, so the player frame never fetches the host in tests.
const offline = { srcDoc: '<p>player</p>' };

const renderFacade = (props: Partial<VideoFacadeProps> = {}) =>
  renderInTheme(
    <VideoFacade
      title={TITLE}
      poster={poster}
      videoId="M7lc1UVf-VE"
      iframeProps={offline}
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
    const iframe = document.querySelector('iframe');
    expect(iframe).not.toBeNull();
    expect(iframe!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
    );
    expect(iframe!.getAttribute('title')).toBe(TITLE);
    expect(iframe!.getAttribute('allow')).toBe('autoplay; encrypted-media; picture-in-picture');
    expect(iframe!.hasAttribute('allowfullscreen')).toBe(true);
    expect(iframe!.getAttribute('loading')).toBe('lazy');
    expect(document.activeElement).toBe(iframe);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('does build the URL from embedBaseUrl, or take embedUrl as is', async () => {
    const { unmount } = renderFacade({ embedBaseUrl: 'about:blank#' });
    await userEvent.click(screen.getByRole('button'));
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(
      'about:blank#M7lc1UVf-VE?autoplay=1',
    );
    unmount();
    renderFacade({ embedUrl: 'about:blank' });
    await userEvent.click(screen.getByRole('button'));
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('about:blank');
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
