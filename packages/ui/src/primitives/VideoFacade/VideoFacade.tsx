import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type IframeHTMLAttributes,
} from 'react';
import { useForcedReducedMotion } from '../../theme';
import type { ResponsiveImage } from '../Picture';
import { VisuallyHidden } from '../VisuallyHidden';
import { buildEmbedUrl, NOCOOKIE_EMBED_BASE } from './buildEmbedUrl';
import { isHostReachable as askHost } from './isHostReachable';
import {
  StyledCaption,
  StyledDuration,
  StyledFrame,
  StyledIframe,
  StyledPlayButton,
  StyledPlayDisc,
  StyledPosterImage,
  StyledTitle,
  StyledUnavailable,
} from './VideoFacade.styles';
import { PlayIcon } from '../../icons';

/**
 * A local still for the facade, as plain data (width and height reserve the box before it loads). Its `sizes`
 * says how wide it is drawn; without it, `(min-width: 1024px) 560px, 100vw`.
 */
export type VideoPoster = ResponsiveImage;

export interface VideoFacadeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The video's title: shown on the poster, names the play button and the player frame. */
  title: string;
  /** The still shown until the visitor presses play. Serve it yourself: nothing loads from the video host. */
  poster: VideoPoster;
  /** The host's video id (YouTube). */
  videoId: string;
  /**
   * Where player URLs start; the id and `?autoplay=1` are appended. Stories and tests point it at a local stub.
   * @default 'https://www.youtube-nocookie.com/embed/'
   */
  embedBaseUrl?: string;
  /** A complete player URL; overrides `videoId` and `embedBaseUrl`. */
  embedUrl?: string;
  /** Visible length, e.g. `2:04`; screen readers hear it as the button's description. */
  duration?: string;
  /** Called when the visitor presses play (analytics). */
  onPlay?: () => void;
  /** Loading of the poster image: `eager` only when the facade is above the fold. @default 'lazy' */
  posterLoading?: 'lazy' | 'eager';
  /** Extra attributes for the player `<iframe>` (e.g. `referrerPolicy`). `src` and `title` are set by the facade. */
  iframeProps?: Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'title'>;
  /** The video's page on its host, offered when the player cannot load ("watch it on youtube.com"). */
  watchUrl?: string;
  /**
   * Answers whether the player's host can be reached, before the player replaces the poster; when it cannot, the
   * poster stays with the unavailable notice. Stories and tests that stand in for the player pass their own.
   * @default a `no-cors` request for the player URL, given 4 s
   */
  isHostReachable?: (playerUrl: string) => Promise<boolean>;
  /** Overrides for the fixed texts. */
  labels?: Partial<VideoFacadeLabels>;
}

/** Every fixed text of the facade; all have defaults (`defaultVideoFacadeLabels`). */
export interface VideoFacadeLabels {
  /** The play button's name, from the video's title. */
  play: (title: string) => string;
  /** Said when the player's host cannot be reached. */
  unavailable: string;
  /** The link to the video's page on its host, from the host's name (`youtube.com`). */
  watchOn: (host: string) => string;
  /** Read after the link by screen readers. */
  opensInNewTab: string;
}

export const defaultVideoFacadeLabels: VideoFacadeLabels = {
  play: (title) => `Play video: ${title}`,
  unavailable: 'Video unavailable',
  watchOn: (host) => `watch it on ${host}`,
  opensInNewTab: ' (opens in a new tab)',
};

/** `www.youtube.com` → `youtube.com`: the name a visitor knows the host by. */
const hostName = (url: string) => new URL(url).hostname.replace(/^www\./, '');

type FacadeState = 'idle' | 'connecting' | 'playing' | 'unavailable';

const DEFAULT_POSTER_SIZES = '(min-width: 1024px) 560px, 100vw';

/**
 * A click-to-load stand-in for a third-party video: a local poster and a play button, so the page loads nothing
 * from the video host until the visitor asks for it. Pressing play swaps in the privacy-enhanced player (autoplay)
 * in the same 16:9 box, with no layout shift, and moves focus to it; when the host cannot be reached, the poster
 * stays and says so, with a link to the video's page, instead of a frame showing the browser's error page.
 */
export const VideoFacade = forwardRef<HTMLDivElement, VideoFacadeProps>(function VideoFacade(
  {
    title,
    poster,
    videoId,
    embedBaseUrl = NOCOOKIE_EMBED_BASE,
    embedUrl,
    duration,
    onPlay,
    posterLoading = 'lazy',
    iframeProps,
    watchUrl,
    isHostReachable = askHost,
    labels: labelOverrides,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultVideoFacadeLabels, ...labelOverrides };
  const [state, setState] = useState<FacadeState>('idle');
  const isPlaying = state === 'playing';
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const watchLinkRef = useRef<HTMLAnchorElement>(null);
  const playerUrl = embedUrl ?? buildEmbedUrl(videoId, embedBaseUrl);
  const durationId = useId();
  // Only the provider's flag is read here: the visitor's own setting is honoured by CSS (the styles' motionOk), so
  // the prerendered HTML and the hydrated page agree, and hydrating does not re-render the disc with new styles.
  const forcedStatic = useForcedReducedMotion();

  // The play button disappears, so focus would fall back to <body>; the player (or the way to the video) takes it.
  useEffect(() => {
    if (state === 'playing') iframeRef.current?.focus();
    if (state === 'unavailable') watchLinkRef.current?.focus();
  }, [state]);

  const play = () => {
    if (state !== 'idle') return;
    setState('connecting');
    onPlay?.();
    void isHostReachable(playerUrl).then((reachable) =>
      setState(reachable ? 'playing' : 'unavailable'),
    );
  };

  return (
    <StyledFrame ref={ref} data-state={state} {...rest}>
      {isPlaying ? (
        <StyledIframe
          ref={iframeRef}
          referrerPolicy="strict-origin-when-cross-origin"
          {...iframeProps}
          src={playerUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <>
          <StyledPosterImage image={poster} sizes={DEFAULT_POSTER_SIZES} loading={posterLoading} />
          {state === 'unavailable' ? (
            <StyledUnavailable role="status">
              <span>
                {labels.unavailable}
                {watchUrl && (
                  <>
                    ,{' '}
                    <a ref={watchLinkRef} href={watchUrl} target="_blank" rel="noopener noreferrer">
                      {labels.watchOn(hostName(watchUrl))}
                      <VisuallyHidden>{labels.opensInNewTab}</VisuallyHidden>
                    </a>
                  </>
                )}
              </span>
            </StyledUnavailable>
          ) : (
            <StyledPlayButton
              type="button"
              aria-label={labels.play(title)}
              aria-describedby={duration ? durationId : undefined}
              aria-busy={state === 'connecting' || undefined}
              onClick={play}
            >
              <StyledPlayDisc aria-hidden="true" $animate={!forcedStatic}>
                <PlayIcon />
              </StyledPlayDisc>
              <StyledCaption $hasDuration={Boolean(duration)}>
                <StyledTitle>{title}</StyledTitle>
              </StyledCaption>
            </StyledPlayButton>
          )}
          {/* Outside the button, so its visible text stays exactly its name; it describes the button instead. */}
          {duration && state !== 'unavailable' && (
            <StyledDuration id={durationId}>
              <VisuallyHidden>Duration </VisuallyHidden>
              {duration}
            </StyledDuration>
          )}
        </>
      )}
    </StyledFrame>
  );
});
VideoFacade.displayName = 'VideoFacade';
