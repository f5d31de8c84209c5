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
import {
  StyledCaption,
  StyledDuration,
  StyledFrame,
  StyledIframe,
  StyledPlayButton,
  StyledPlayDisc,
  StyledPosterImage,
  StyledTitle,
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
}

const DEFAULT_POSTER_SIZES = '(min-width: 1024px) 560px, 100vw';

/**
 * A click-to-load stand-in for a third-party video: a local poster and a play button, so the page loads nothing
 * from the video host until the visitor asks for it. Pressing play swaps in the privacy-enhanced player (autoplay)
 * in the same 16:9 box, with no layout shift, and moves focus to it.
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
    ...rest
  },
  ref,
) {
  const [isPlaying, setIsPlaying] = useState(false);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const durationId = useId();
  // Only the provider's flag is read here: the visitor's own setting is honoured by CSS (the styles' motionOk), so
  // the prerendered HTML and the hydrated page agree, and hydrating does not re-render the disc with new styles.
  const forcedStatic = useForcedReducedMotion();

  // The play button disappears with the click, so focus would fall back to <body>; the player takes it instead.
  useEffect(() => {
    if (isPlaying) iframeRef.current?.focus();
  }, [isPlaying]);

  const play = () => {
    setIsPlaying(true);
    onPlay?.();
  };

  return (
    <StyledFrame ref={ref} data-state={isPlaying ? 'playing' : 'idle'} {...rest}>
      {isPlaying ? (
        <StyledIframe
          ref={iframeRef}
          referrerPolicy="strict-origin-when-cross-origin"
          {...iframeProps}
          src={embedUrl ?? buildEmbedUrl(videoId, embedBaseUrl)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <>
          <StyledPosterImage image={poster} sizes={DEFAULT_POSTER_SIZES} loading={posterLoading} />
          <StyledPlayButton
            type="button"
            aria-label={`Play video: ${title}`}
            aria-describedby={duration ? durationId : undefined}
            onClick={play}
          >
            <StyledPlayDisc aria-hidden="true" $animate={!forcedStatic}>
              <PlayIcon />
            </StyledPlayDisc>
            <StyledCaption $hasDuration={Boolean(duration)}>
              <StyledTitle>{title}</StyledTitle>
            </StyledCaption>
          </StyledPlayButton>
          {/* Outside the button, so its visible text stays exactly its name; it describes the button instead. */}
          {duration && (
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
