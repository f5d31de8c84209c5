import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Picture, type ResponsiveImage } from '../../primitives/Picture';
import { useReducedMotion } from '../../theme';
import {
  StyledControls,
  StyledGallery,
  StyledMissing,
  StyledSlide,
  StyledTrack,
} from './TemplateGallery.styles';

/** One page of a template, as a desktop or a phone shows it. */
export interface TemplateShot {
  /** Its alt text says what page it is; `sources` first (AVIF before WebP). */
  image: ResponsiveImage;
  viewport: 'desktop' | 'mobile';
  /** The page it shows, e.g. "Pricing": its caption. */
  page: string;
}

export interface TemplateGalleryLabels {
  /** The gallery's heading; it names the carousel and its track. */
  heading: string;
  previous: string;
  next: string;
  viewport: Record<TemplateShot['viewport'], string>;
  /** The current shot, announced when it changes, e.g. "Shot 2 of 5: Pricing, desktop". */
  position: (index: number, count: number, shot: TemplateShot) => string;
  /** Stands in for an image that could not load. */
  missing: string;
}

export const defaultTemplateGalleryLabels: TemplateGalleryLabels = {
  heading: 'Pages of the template',
  previous: 'Previous shot',
  next: 'Next shot',
  viewport: { desktop: 'Desktop', mobile: 'Mobile' },
  position: (index, count, shot) =>
    `Shot ${index + 1} of ${count}: ${shot.page}, ${shot.viewport === 'desktop' ? 'desktop' : 'mobile'}`,
  missing: 'Image unavailable',
};

export interface TemplateGalleryProps {
  shots: readonly TemplateShot[];
  labels?: Partial<TemplateGalleryLabels>;
}

/** A shot, or a plain panel with its caption when its file cannot load (offline, removed from the bucket). */
function Slide({ shot, label, missing }: { shot: TemplateShot; label: string; missing: string }) {
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  // A prerendered image can fail before React hydrates and listens: a finished image without pixels failed.
  useEffect(() => {
    const image = frame.current?.querySelector('img');
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) setFailed(true);
  }, []);
  return (
    <StyledSlide aria-roledescription="slide" aria-label={label}>
      <div ref={frame} data-viewport={shot.viewport}>
        {failed ? (
          <StyledMissing role="img" aria-label={`${shot.image.alt} (${missing})`}>
            {missing}
          </StyledMissing>
        ) : (
          // Below the page's large thumbnail, so never the first paint: each loads as it nears the view.
          <Picture image={shot.image} loading="lazy" onError={() => setFailed(true)} />
        )}
      </div>
    </StyledSlide>
  );
}

/**
 * The pages of a template, one at a time: swiped (the track scrolls and snaps), stepped with the buttons or the
 * arrow keys on the focused track, the current one announced. Under reduced motion a step jumps, it does not glide.
 */
export function TemplateGallery({ shots, labels: overrides }: TemplateGalleryProps) {
  const labels = { ...defaultTemplateGalleryLabels, ...overrides };
  const headingId = `${useId()}-heading`;
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  // The slide a step glides to: until the track is there, the slides it passes are not current.
  const gliding = useRef<number | null>(null);
  const reduced = useReducedMotion();
  if (shots.length === 0) return null;

  const show = (index: number) => {
    const target = Math.max(0, Math.min(shots.length - 1, index));
    const list = track.current;
    if (!list) return;
    gliding.current = target;
    list.scrollTo({ left: target * list.clientWidth, behavior: reduced ? 'instant' : 'smooth' });
    setCurrent(target);
  };
  // A swipe (or any scroll of the track) ends on a snapped slide: that one is current.
  const onScroll = () => {
    const list = track.current;
    if (!list || list.clientWidth === 0) return;
    const at = Math.round(list.scrollLeft / list.clientWidth);
    if (gliding.current !== null && gliding.current !== at) return;
    gliding.current = null;
    setCurrent(at);
  };
  // A step a swipe interrupted never reaches its slide: where the scroll stopped is current.
  const onScrollEnd = () => {
    gliding.current = null;
    onScroll();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: shots.length - 1,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };
  const shot = shots[current] ?? shots[0]!;
  const many = shots.length > 1;
  return (
    <StyledGallery aria-labelledby={headingId} aria-roledescription="carousel">
      <Heading as="h2" size="md" id={headingId}>
        {labels.heading}
      </Heading>
      <div>
        <StyledTrack
          ref={track}
          onScroll={onScroll}
          onScrollEnd={onScrollEnd}
          onKeyDown={onKeyDown}
          // Focusable only when there is somewhere to move to.
          tabIndex={many ? 0 : undefined}
          aria-labelledby={headingId}
        >
          {shots.map((item, index) => (
            <Slide
              key={`${item.viewport}-${item.page}-${index}`}
              shot={item}
              label={labels.position(index, shots.length, item)}
              missing={labels.missing}
            />
          ))}
        </StyledTrack>
        <StyledControls>
          <p aria-live="polite" aria-atomic="true">
            <strong>{labels.viewport[shot.viewport]}</strong> {shot.page}{' '}
            <span>
              {current + 1} / {shots.length}
            </span>
          </p>
          {many && (
            <div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={labels.previous}
                disabled={current === 0}
                onClick={() => show(current - 1)}
              >
                <span aria-hidden="true">←</span>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={labels.next}
                disabled={current === shots.length - 1}
                onClick={() => show(current + 1)}
              >
                <span aria-hidden="true">→</span>
              </Button>
            </div>
          )}
        </StyledControls>
      </div>
    </StyledGallery>
  );
}
