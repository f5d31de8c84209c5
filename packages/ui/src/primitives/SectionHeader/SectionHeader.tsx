import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import { Heading, type HeadingProps } from '../Heading';
import { Text, type TextProps } from '../Text';
import { StyledHeadingGroup, StyledSectionHeader } from './SectionHeader.styles';

export interface SectionHeaderProps {
  /** Small kicker above the heading; omit for none. */
  eyebrow?: ReactNode;
  /** The eyebrow's colour; `inherit` takes the surface's. @default 'muted' */
  eyebrowTone?: TextProps['tone'] | 'inherit';
  /** The heading's content. */
  heading: ReactNode;
  /** The heading's id, for the section's `aria-labelledby`. */
  headingId?: string;
  /** The heading's level. @default 'h2' */
  headingAs?: HeadingProps['as'];
  /** The heading's visual size. @default the size of its level */
  headingSize?: HeadingProps['size'];
  /** Other attributes of the heading, e.g. `tabIndex={-1}` when script moves focus to it. */
  headingProps?: HTMLAttributes<HTMLHeadingElement> & { ref?: Ref<HTMLHeadingElement> };
  /** A sentence or two under (or beside) the heading; omit for none. */
  intro?: ReactNode;
  /** Shown above the eyebrow, e.g. an icon. */
  media?: ReactNode;
  /** After the intro, inside the header, e.g. actions. */
  children?: ReactNode;
  /** The element of the whole header: a section passes its own styled layout. @default a stacked `header` */
  as?: ElementType;
  /**
   * When set, the eyebrow and heading are wrapped in this element and the intro follows as its sibling, for
   * layouts that set the intro beside the heading. `true` uses a plain stacked group.
   */
  groupAs?: ElementType | true;
  /** The element of the intro. @default a large, muted `Text` paragraph */
  introAs?: ElementType;
}

function DefaultIntro({ children }: { children: ReactNode }) {
  return (
    <Text size="lg" tone="muted">
      {children}
    </Text>
  );
}

/**
 * The eyebrow, heading and intro that open a section, in that order, each optional but the heading. Sections keep
 * their own layout by passing their elements (`as`, `groupAs`, `introAs`); alone it is a left-aligned stack.
 */
export function SectionHeader({
  eyebrow,
  eyebrowTone = 'muted',
  heading,
  headingId,
  headingAs = 'h2',
  headingSize,
  headingProps,
  intro,
  media,
  children,
  as: Root = StyledSectionHeader,
  groupAs,
  introAs: Intro = DefaultIntro,
}: SectionHeaderProps) {
  const title = (
    <>
      {eyebrow && (
        <Text variant="eyebrow" tone={eyebrowTone === 'inherit' ? undefined : eyebrowTone}>
          {eyebrow}
        </Text>
      )}
      <Heading as={headingAs} size={headingSize} id={headingId} {...headingProps}>
        {heading}
      </Heading>
    </>
  );
  const Group = groupAs === true ? StyledHeadingGroup : groupAs;
  return (
    <Root>
      {media}
      {Group ? <Group>{title}</Group> : title}
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Root>
  );
}
SectionHeader.displayName = 'SectionHeader';
