import {
  forwardRef,
  useCallback,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Container } from '../../primitives/Container';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useForcedReducedMotion, useReducedMotion } from '../../theme';
import { Picture, type ResponsiveImage } from '../../primitives/Picture';
import { SectionHeader } from '../../primitives/SectionHeader';
import { GalleryContext, useGalleryContext, type GalleryContextValue } from './GalleryContext';
import { columnTransform, stageTransform } from './galleryTransforms';
import {
  StyledColumn,
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
import { useGalleryScrollMotion } from './useGalleryScrollMotion';

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

/**
 * Three columns of work samples on a plane that tilts up (75° → 0), settles its zoom (1.2 → 1) and lets its
 * columns drift apart as the section scrolls through the viewport; fast scrolling makes the columns lean
 * slightly. Under reduced motion it is a static, upright grid with no scroll listeners.
 */
const GalleryRoot = forwardRef<HTMLElement, GalleryProps>(function Gallery(
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
  const stageRef = useRef<HTMLDivElement>(null);
  const columnsRef = useRef(new Map<number, HTMLElement>());
  useImperativeHandle(ref, () => sectionRef.current as HTMLElement);

  const reducedMotion = useReducedMotion();
  const mode: GalleryMotionMode =
    progress !== undefined ? 'still' : reducedMotion ? 'static' : 'live';
  // The static state still carries the CSS choreography: it is what prerendered HTML shows before anyone knows the
  // visitor's setting, and the media query inside it stands for that setting. A forced reduced motion stops it too.
  const motionForcedOff = useForcedReducedMotion();
  const scrollDriven = mode !== 'still' && !motionForcedOff;

  useGalleryScrollMotion({
    sectionRef,
    stageRef,
    columnsRef,
    enabled: mode === 'live',
    shiftDistance,
  });

  const registerColumn = useCallback((index: number, element: HTMLElement | null) => {
    if (element) columnsRef.current.set(index, element);
    else columnsRef.current.delete(index);
  }, []);

  const context = useMemo<GalleryContextValue>(
    () => ({
      registerColumn,
      frozenProgress: progress,
      shiftDistance,
      itemSizes: '(min-width: 1104px) 330px, 30vw',
      mode,
      scrollDriven,
    }),
    [registerColumn, progress, shiftDistance, mode, scrollDriven],
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
      {headingContent}
      <StyledViewport>
        <StyledStage
          ref={stageRef}
          $mode={mode}
          $scrollDriven={scrollDriven}
          style={
            progress !== undefined
              ? { transform: stageTransform(progress) }
              : ({ '--gallery-shift': `${shiftDistance}%` } as CSSProperties)
          }
        >
          <GalleryContext.Provider value={context}>{columns}</GalleryContext.Provider>
        </StyledStage>
      </StyledViewport>
    </StyledGallery>
  );
});
GalleryRoot.displayName = 'Gallery';

export interface GalleryColumnProps extends HTMLAttributes<HTMLUListElement> {
  /** Position from the left, from 0. Columns 0 and 2 travel up as the page scrolls on, column 1 down. */
  index: number;
  /** `Gallery.Item`s, top to bottom. */
  children: ReactNode;
}

/** One column of the gallery (a list). Throws outside `<Gallery>`. */
export const GalleryColumn = forwardRef<HTMLUListElement, GalleryColumnProps>(
  function GalleryColumn({ index, children, style, ...rest }, ref) {
    const { registerColumn, frozenProgress, shiftDistance, mode, scrollDriven } =
      useGalleryContext('Column');
    const setRef = useCallback(
      (element: HTMLUListElement | null) => {
        registerColumn(index, element);
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      },
      [index, ref, registerColumn],
    );
    return (
      <StyledColumn
        ref={setRef}
        role="list"
        $mode={mode}
        $scrollDriven={scrollDriven}
        style={
          frozenProgress !== undefined
            ? { ...style, transform: columnTransform(frozenProgress, index, shiftDistance) }
            : style
        }
        {...rest}
      >
        {children}
      </StyledColumn>
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
