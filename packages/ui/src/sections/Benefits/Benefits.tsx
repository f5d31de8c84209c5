import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Section } from '../../primitives/Section';
import { SectionHeader } from '../../primitives/SectionHeader';
import { BenefitIcon, type BenefitIconName } from '../../icons';
import {
  StyledBenefit,
  StyledBenefitTop,
  StyledDescription,
  StyledIconTile,
  StyledIndex,
  StyledIntro,
  StyledIntroText,
  StyledLayout,
  StyledList,
} from './Benefits.styles';

/** One benefit card. */
export interface BenefitItem {
  /** The card's `h3`. */
  title: string;
  /** One or two sentences. */
  description: string;
  /** Which built-in icon to draw (decorative). */
  icon: BenefitIconName;
}

export interface BenefitsProps extends HTMLAttributes<HTMLElement> {
  /** Anchor of the section. @default 'benefits' */
  id?: string;
  /** The section's `h2`. @default 'Benefits of working with us' */
  heading?: ReactNode;
  /** Small kicker above the heading. */
  eyebrow?: ReactNode;
  /** A sentence under the heading. */
  intro?: ReactNode;
  /** The cards, in order (the landing page has four). */
  benefits: readonly BenefitItem[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Why work with the studio: a heading and a grid of benefit cards with icons. */
export const Benefits = forwardRef<HTMLElement, BenefitsProps>(function Benefits(
  { id = 'benefits', heading = 'Benefits of working with us', eyebrow, intro, benefits, ...rest },
  ref,
) {
  const headingId = useId();
  return (
    <Section ref={ref} id={id} labelledBy={headingId} {...rest}>
      <Container>
        <StyledLayout>
          <SectionHeader
            as={StyledIntro}
            introAs={StyledIntroText}
            eyebrow={eyebrow}
            eyebrowTone="inherit"
            heading={heading}
            headingId={headingId}
            intro={intro}
          />
          <StyledList role="list">
            {benefits.map((benefit, index) => (
              <StyledBenefit
                forwardedAs="li"
                key={benefit.title}
                padding="md"
                // The first card is the headline promise: it is set dark to lead the eye into the grid.
                variant={index === 0 ? 'inverse' : 'outlined'}
                $inverse={index === 0}
              >
                <StyledBenefitTop>
                  <StyledIconTile>
                    <BenefitIcon name={benefit.icon} />
                  </StyledIconTile>
                  <StyledIndex aria-hidden="true">{pad(index + 1)}</StyledIndex>
                </StyledBenefitTop>
                <Heading as="h3" size="xs">
                  {benefit.title}
                </Heading>
                <StyledDescription>{benefit.description}</StyledDescription>
              </StyledBenefit>
            ))}
          </StyledList>
        </StyledLayout>
      </Container>
    </Section>
  );
});
Benefits.displayName = 'Benefits';
