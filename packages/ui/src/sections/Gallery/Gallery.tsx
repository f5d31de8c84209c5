import { useMotionValue, useTransform } from 'framer-motion';
import {
  forwardRef,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Container } from '../../primitives/Container';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { KitMotion, useMotionReduced } from '../../motion';
import { Picture, type ResponsiveImage } from '../../primitives/Picture';
import { SectionHeader } from '../../primitives/SectionHeader';
import { GalleryContext, useGalleryContext, type GalleryContextValue } from './GalleryContext';
import {
  columnShiftKeyframes,
  columnShiftTransform,
  stageKeyframes,
  stageTransform,
} from './galleryTransforms';
import { GalleryScrollSource, type GalleryScroll } from './GalleryScrollSource';
import {
  StyledColumn,
  StyledColumnLean,
  StyledColumnTrack,
  StyledDescription,
  StyledGallery,
  StyledHeadingBlock,
  StyledIntro,
  StyledIntroBand,
  StyledItem,
  StyledStage,
  StyledViewport,
  type GalleryMotionMode,
} from './Gallery.styles';

export const GALLERY_COLUMNS = 3;

export interface GalleryProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Anchor of the section. @default 'gallery' */
  id?: string;
  /** The section's `h2`. @default 'Work that moves numbers' */
  heading?: ReactNode;
  /** Keeps the heading for screen readers but hides it visually (with the eyebrow and description). @default false */
  hideHeading?: boolean;
  /** Small kicker above the heading. */
  eyebrow?: ReactNode;
  /** A sentence beside the heading. */
  description?: ReactNode;
  /**
   * Twelve images, laid out as three columns of four in reading order (1–4, 5–8, 9–12). Each is lazy-loaded
   * and needs `width`, `height` and `alt`. Ignored when `children` are given.
   */
  images?: readonly ResponsiveImage[];
  /** Custom columns instead of `images`: three `Gallery.Column`s of `Gallery.Item`s. */
  children?: ReactNode;
  /** How far the columns travel over scroll progress 0.5 → 1, in % of a column's height. @default 10 */
  shiftDistance?: number;
  /**
   * Freezes the choreography at this scroll progress (0–1) instead of following the scroll: a still frame for
   * stories and visual review. Nothing moves, so it is shown even under reduced motion.
   */
  progress?: number;
}

const STAGE_KEYFRAMES = stageKeyframes();

/**
 * Three columns of work samples on a plane that tilts up (75° → 0), settles its zoom (1.2 → 1) and lets its
 * columns drift apart as the section scrolls through the viewport; fast scrolling makes the columns lean
 * slightly. framer-motion drives it (`useScroll` and `useTransform`; on the browser's scroll timeline where there
 * is one). Under reduced motion it is a static, upright grid with no scroll listeners.
 */
const GalleryRoot = forwardRef<HTMLElement, GalleryProps>(function Gallery(props, ref) {
  return (
    <KitMotion>
      <GalleryContent {...props} ref={ref} />
    </KitMotion>
  );
});
GalleryRoot.displayName = 'Gallery';

const GalleryContent = forwardRef<HTMLElement, GalleryProps>(function GalleryContent(
  {
    id = 'gallery',
    heading = 'Work that moves numbers',
    hideHeading = false,
    eyebrow,
    description,
    images = [],
    children,
    shiftDistance = 10,
    progress,
    ...rest
  },
  ref,
) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => sectionRef.current as HTMLElement);

  const reducedMotion = useMotionReduced();
  const mode: GalleryMotionMode =
    progress !== undefined ? 'still' : reducedMotion ? 'static' : 'live';
  const [scroll, setScroll] = useState<GalleryScroll | null>(null);
  const live = mode === 'live' ? scroll : null;

  // Called on every render (hooks cannot be conditional); the value reaches the style only while live.
  const atRest = useMotionValue(0);
  const stageMotion = useTransform(
    live?.progress ?? atRest,
    STAGE_KEYFRAMES.input,
    STAGE_KEYFRAMES.output,
  );

  const context = useMemo<GalleryContextValue>(
    () => ({
      frozenProgress: progress,
      scroll: live,
      shiftDistance,
      itemSizes: '(min-width: 1104px) 330px, 30vw',
      mode,
    }),
    [progress, live, shiftDistance, mode],
  );

  const perColumn = Math.ceil(images.length / GALLERY_COLUMNS);
  const columns =
    children ??
    Array.from({ length: GALLERY_COLUMNS }, (_, columnIndex) => (
      <GalleryColumn key={columnIndex} index={columnIndex}>
        {images.slice(columnIndex * perColumn, (columnIndex + 1) * perColumn).map((image) => (
          <GalleryItem key={image.src} image={image} />
        ))}
      </GalleryColumn>
    ));

  const headingContent = hideHeading ? (
    <VisuallyHidden as="h2" id={headingId}>
      {heading}
    </VisuallyHidden>
  ) : (
    <StyledIntroBand>
      <Container>
        <SectionHeader
          as={StyledIntro}
          groupAs={StyledHeadingBlock}
          introAs={StyledDescription}
          eyebrow={eyebrow}
          eyebrowTone="inherit"
          heading={heading}
          headingId={headingId}
          intro={description}
        />
      </Container>
    </StyledIntroBand>
  );

  return (
    <StyledGallery ref={sectionRef} id={id} labelledBy={headingId} data-motion={mode} {...rest}>
      {mode === 'live' && <GalleryScrollSource target={sectionRef} onChange={setScroll} />}
      {headingContent}
      <StyledViewport>
        <StyledStage
          $mode={mode}
          style={
            progress !== undefined
              ? { transform: stageTransform(progress) }
              : live
                ? { transform: stageMotion }
                : undefined
          }
        >
          <GalleryContext.Provider value={context}>{columns}</GalleryContext.Provider>
        </StyledStage>
      </StyledViewport>
    </StyledGallery>
  );
});

export interface GalleryColumnProps extends HTMLAttributes<HTMLUListElement> {
  /** Position from the left, from 0. Columns 0 and 2 travel up as the page scrolls on, column 1 down. */
  index: number;
  /** `Gallery.Item`s, top to bottom. */
  children: ReactNode;
}

/** One column of the gallery (a list). Throws outside `<Gallery>`. */
export const GalleryColumn = forwardRef<HTMLUListElement, GalleryColumnProps>(
  function GalleryColumn({ index, children, style, ...rest }, ref) {
    const { frozenProgress, scroll, shiftDistance, mode } = useGalleryContext('Column');
    const keyframes = useMemo(
      () => columnShiftKeyframes(index, shiftDistance),
      [index, shiftDistance],
    );
    // Called on every render (hooks cannot be conditional); the value reaches the style only while live.
    const atRest = useMotionValue(0);
    const shift = useTransform(scroll?.progress ?? atRest, keyframes.input, keyframes.output);
    const trackStyle =
      frozenProgress !== undefined
        ? { transform: columnShiftTransform(frozenProgress, index, shiftDistance) }
        : scroll
          ? { transform: shift }
          : undefined;
    return (
      <StyledColumnTrack $mode={mode} style={trackStyle}>
        <StyledColumnLean $mode={mode} style={scroll ? { skewY: scroll.lean } : undefined}>
          <StyledColumn ref={ref} role="list" style={style} {...rest}>
            {children}
          </StyledColumn>
        </StyledColumnLean>
      </StyledColumnTrack>
    );
  },
);
GalleryColumn.displayName = 'Gallery.Column';

export interface GalleryItemProps extends HTMLAttributes<HTMLLIElement> {
  /** The work sample; lazy-loaded, with its `width`, `height` and `alt`. */
  image: ResponsiveImage;
}

/** One image of a column. Throws outside `<Gallery>`. */
export const GalleryItem = forwardRef<HTMLLIElement, GalleryItemProps>(function GalleryItem(
  { image, ...rest },
  ref,
) {
  const { itemSizes } = useGalleryContext('Item');
  return (
    <StyledItem ref={ref} {...rest}>
      <Picture image={image} sizes={itemSizes} loading="lazy" decoding="async" />
    </StyledItem>
  );
});
GalleryItem.displayName = 'Gallery.Item';

/** The gallery section, with its parts as `Gallery.Column` and `Gallery.Item`. */
export const Gallery = Object.assign(GalleryRoot, { Column: GalleryColumn, Item: GalleryItem });
