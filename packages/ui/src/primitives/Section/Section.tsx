import { forwardRef, type HTMLAttributes } from 'react';
import { StyledSection, type SectionSpacing, type SectionTone } from './Section.styles';

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** Anchor for in-page links (`#pricing`); required so every section can be linked to. */
  id: string;
  /**
   * Id of the element that names the section (usually its heading). The section then becomes a named
   * `region` landmark that screen-reader users can jump to.
   */
  labelledBy?: string;
  /** Background and text colour; `inverse` flips text to light on dark. @default 'canvas' */
  tone?: SectionTone;
  /** Vertical padding; it grows from the `md` breakpoint up. @default 'md' */
  spacing?: SectionSpacing;
}

/** A full-width page band (`<section>`) with an anchor, a surface tone and vertical rhythm. */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { labelledBy, tone = 'canvas', spacing = 'md', children, ...rest },
  ref,
) {
  return (
    <StyledSection ref={ref} aria-labelledby={labelledBy} $tone={tone} $spacing={spacing} {...rest}>
      {children}
    </StyledSection>
  );
});
Section.displayName = 'Section';
