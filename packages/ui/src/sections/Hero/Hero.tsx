import {
  forwardRef,
  useContext,
  useId,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTheme } from 'styled-components';
import { Button } from '../../primitives/Button';
import { Container, containerImageSizes } from '../../primitives/Container';
import { Text } from '../../primitives/Text';
import { ReducedMotionContext } from '../../theme/ReducedMotionContext';
import { Picture, type ResponsiveImage } from '../../primitives/Picture';
import {
  StyledActions,
  StyledCalendarSlot,
  StyledCaption,
  StyledCopy,
  StyledHeadline,
  StyledHero,
  StyledHeroGrid,
  StyledMedia,
  StyledMember,
  StyledName,
  StyledPortrait,
  StyledRole,
  StyledTagline,
  StyledTeam,
  StyledTeamLabel,
  StyledTeamList,
  type HeroTone,
  heroMediaColumn,
} from './Hero.styles';
import { ArrowDownIcon } from '../../icons';

/** One person in the hero's team strip. */
export interface HeroTeamMember {
  name: string;
  /** What they do for a client, e.g. "Design director". */
  role: string;
  /** Their portrait; its `alt` describes the photo, the caption already gives the name. */
  image: ResponsiveImage;
}

/** The label of the main call to action, in capitals as the brand writes it. */
export const HERO_EXPLORE_LABEL = 'EXPLORE OUR SERVICES';

export interface HeroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Anchor of the section. @default 'hero' */
  id?: string;
  /** Small kicker above the headline. */
  eyebrow?: ReactNode;
  /** The page's single `h1`. Wrap one word in `<em>` to set it in the accent colour. */
  headline: ReactNode;
  /** One or two sentences under the headline. */
  tagline: ReactNode;
  /** Where 'EXPLORE OUR SERVICES' leads; a real link, so it works before (and without) JavaScript. @default '#calculator' */
  exploreHref?: string;
  /**
   * Called when 'EXPLORE OUR SERVICES' is activated, with the click event. Call `event.preventDefault()` to
   * replace the jump with a smooth scroll.
   */
  onExplore?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Slot for the calendar scheduling button (the free 15-minute call), shown beside the main action. */
  calendarButton?: ReactNode;
  /** The people a client works with; at least three, each with a portrait, name and role. */
  team: readonly HeroTeamMember[];
  /** Label above the team strip. @default 'The team on your project' */
  teamLabel?: ReactNode;
  /**
   * The hero's main image and the page's LCP element: loaded eagerly at high priority. Give it AVIF/WebP
   * `sources` and a `srcSet`. Without it the headline spans the full width.
   */
  heroImage?: ResponsiveImage;
  /**
   * `inverse` (dark) keeps a transparent navigation bar with light text readable; `canvas` is the light
   * paper variant for a bar with dark text. @default 'inverse'
   */
  tone?: HeroTone;
}

/**
 * The top of the landing page: headline, tagline, the 'EXPLORE OUR SERVICES' link to the calculator, the
 * calendar button and the team. It leaves room for the fixed navigation bar above it.
 */
export const Hero = forwardRef<HTMLElement, HeroProps>(function Hero(
  {
    id = 'hero',
    eyebrow,
    headline,
    tagline,
    exploreHref = '#calculator',
    onExplore,
    calendarButton,
    team,
    teamLabel = 'The team on your project',
    heroImage,
    tone = 'inverse',
    ...rest
  },
  ref,
) {
  const headingId = useId();
  const teamLabelId = useId();
  // Only the provider's flag is read here: the visitor's own setting is honoured by CSS, so the prerendered
  // HTML and the hydrated page agree.
  const forcedStatic = useContext(ReducedMotionContext);
  const inverse = tone === 'inverse';
  const theme = useTheme();

  return (
    <StyledHero
      ref={ref}
      id={id}
      labelledBy={headingId}
      tone={inverse ? 'inverse' : 'canvas'}
      spacing="none"
      data-tone={tone}
      $tone={tone}
      {...rest}
    >
      <Container>
        <StyledHeroGrid $hasImage={Boolean(heroImage)}>
          <StyledCopy>
            {eyebrow && (
              <Text variant="eyebrow" tone={inverse ? 'inverseMuted' : 'muted'}>
                {eyebrow}
              </Text>
            )}
            <StyledHeadline id={headingId} $tone={tone}>
              {headline}
            </StyledHeadline>
            <StyledTagline $tone={tone}>{tagline}</StyledTagline>
            <StyledActions>
              <Button href={exploreHref} size="lg" onClick={onExplore} iconEnd={<ArrowDownIcon />}>
                {HERO_EXPLORE_LABEL}
              </Button>
              {calendarButton && (
                <StyledCalendarSlot $tone={tone}>{calendarButton}</StyledCalendarSlot>
              )}
            </StyledActions>
          </StyledCopy>

          {heroImage && (
            <StyledMedia $tone={tone}>
              <Picture
                image={heroImage}
                sizes={containerImageSizes(theme, heroMediaColumn(theme))}
                loading="eager"
                fetchPriority="high"
                decoding="async"
              />
            </StyledMedia>
          )}

          <StyledTeam $tone={tone}>
            <StyledTeamLabel id={teamLabelId} $tone={tone}>
              {teamLabel}
            </StyledTeamLabel>
            <StyledTeamList aria-labelledby={teamLabelId} role="list" $animate={!forcedStatic}>
              {team.map((member) => (
                <li key={member.name}>
                  <StyledMember>
                    <StyledPortrait $tone={tone}>
                      <Picture image={member.image} sizes="(min-width: 768px) 88px, 64px" />
                    </StyledPortrait>
                    <StyledCaption $tone={tone}>
                      <StyledName>{member.name}</StyledName>
                      <StyledRole $tone={tone}>{member.role}</StyledRole>
                    </StyledCaption>
                  </StyledMember>
                </li>
              ))}
            </StyledTeamList>
          </StyledTeam>
        </StyledHeroGrid>
      </Container>
    </StyledHero>
  );
});
Hero.displayName = 'Hero';
