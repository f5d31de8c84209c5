import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { Accordion } from '../../primitives/Accordion';
import { Container, containerImageSizes } from '../../primitives/Container';
import { SectionHeader } from '../../primitives/SectionHeader';
import { Section } from '../../primitives/Section';
import { VideoFacade, type VideoPoster } from '../../primitives/VideoFacade';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  StyledBody,
  StyledClose,
  StyledCloseBadge,
  StyledCloseText,
  StyledColumn,
  StyledColumnHeading,
  StyledHeadingGroup,
  StyledIntro,
  StyledLead,
  StyledSlot,
  StyledVideoMeta,
  StyledVideoText,
  videoColumn,
} from './CallToAction.styles';
import { formatVideoDate } from './formatVideoDate';
import { ExternalLinkIcon } from '../../icons';

/** One question of the FAQ. */
export interface CallToActionFaqItem {
  question: string;
  answer: string;
}

/** The studio video plus a local poster for the click-to-load facade. */
export interface CallToActionVideo {
  title: string;
  description: string;
  /** The host's id (YouTube); the player loads from the privacy-enhanced host only when played. */
  videoId: string;
  /** ISO 8601 publication date, e.g. `2026-09-14`. */
  date: string;
  /** The video's page on the host, linked for people who prefer to watch it there (and without JavaScript). */
  url: string;
  poster: VideoPoster;
  /** Visible running time, e.g. `2:04`. */
  duration?: string;
}

export interface CallToActionProps extends Omit<HTMLAttributes<HTMLElement>, 'id'> {
  /** Anchor of the section. @default 'book-call' */
  id?: string;
  /** The questions and answers. */
  faq: readonly CallToActionFaqItem[];
  /** The studio video. */
  video: CallToActionVideo;
  /** Slot for the calendar scheduling button, at the end of the section. */
  calendarButton?: ReactNode;
  /**
   * Where player URLs start; stories and tests point it at a local stub so they never reach the network.
   * @default 'https://www.youtube-nocookie.com/embed/'
   */
  embedBaseUrl?: string;
  /** Locale for the video's date. @default 'en-GB' */
  dateLocale?: string;
  /** Overrides for the fixed texts. */
  labels?: Partial<CallToActionLabels>;
}

/** Every fixed text of the call to action; all have defaults (`defaultCallToActionLabels`). */
export interface CallToActionLabels {
  eyebrow: string;
  heading: ReactNode;
  intro: string;
  faqHeading: string;
  videoHeading: string;
  /** Text of the link to the video's own page. */
  watch: string;
  /** Read by screen readers after a link that opens a new tab. */
  opensInNewTab: string;
  /** The badge beside the closing line, drawn for sighted readers only. */
  closeBadge: ReactNode;
  close: string;
  closeDetail: string;
}

export const defaultCallToActionLabels: CallToActionLabels = {
  eyebrow: 'Free call · 15 minutes',
  heading: (
    <>
      Need To Discuss <em>Before Starting?</em>
    </>
  ),
  intro: 'Book a 15-minute free call with us',
  faqHeading: 'Frequently asked questions',
  videoHeading: 'Inside the studio',
  watch: 'Watch on YouTube',
  opensInNewTab: ' (opens in a new tab)',
  closeBadge: (
    <>
      15<small>min</small>
    </>
  ),
  close: 'Still deciding? Ask us on the call.',
  closeDetail: 'Fifteen minutes, free, no slides and no obligation.',
};

/**
 * The closing call to action (`#book-call`) on a dark band: its two lines, then the FAQ and the studio
 * video (side by side from 1024 px, stacked below), then the calendar button.
 */
export const CallToAction = forwardRef<HTMLElement, CallToActionProps>(function CallToAction(
  {
    id = 'book-call',
    faq,
    video,
    calendarButton,
    embedBaseUrl,
    dateLocale = 'en-GB',
    labels: labelOverrides,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultCallToActionLabels, ...labelOverrides };
  const headingId = useId();
  const theme = useTheme();
  const posterSizes = video.poster.sizes ?? containerImageSizes(theme, videoColumn(theme));

  return (
    <Section ref={ref} id={id} labelledBy={headingId} tone="inverse" spacing="lg" {...rest}>
      <Container>
        <SectionHeader
          as={StyledIntro}
          groupAs={StyledHeadingGroup}
          introAs={StyledLead}
          eyebrow={labels.eyebrow}
          eyebrowTone="inverseMuted"
          heading={labels.heading}
          headingId={headingId}
          headingSize="lg"
          intro={labels.intro}
        />

        <StyledBody>
          <StyledColumn>
            <StyledColumnHeading>
              <span aria-hidden="true">01</span>
              {labels.faqHeading}
            </StyledColumnHeading>
            <Accordion
              items={faq.map((item, index) => ({ ...item, id: `faq-${index}` }))}
              headingLevel="h4"
              tone="inverse"
            />
          </StyledColumn>

          <StyledColumn>
            <StyledColumnHeading>
              <span aria-hidden="true">02</span>
              {labels.videoHeading}
            </StyledColumnHeading>
            <VideoFacade
              title={video.title}
              poster={{ ...video.poster, sizes: posterSizes }}
              videoId={video.videoId}
              embedBaseUrl={embedBaseUrl}
              duration={video.duration}
              watchUrl={video.url}
            />
            <StyledVideoText>
              <p>{video.description}</p>
              <StyledVideoMeta>
                <time dateTime={video.date}>{formatVideoDate(video.date, dateLocale)}</time>
                <a href={video.url} target="_blank" rel="noopener noreferrer">
                  {labels.watch}
                  <VisuallyHidden>{labels.opensInNewTab}</VisuallyHidden>
                  <ExternalLinkIcon />
                </a>
              </StyledVideoMeta>
            </StyledVideoText>
          </StyledColumn>
        </StyledBody>

        {calendarButton && (
          <StyledClose>
            <StyledCloseBadge aria-hidden="true">{labels.closeBadge}</StyledCloseBadge>
            <StyledCloseText>
              {labels.close}
              <span>{labels.closeDetail}</span>
            </StyledCloseText>
            <StyledSlot>{calendarButton}</StyledSlot>
          </StyledClose>
        )}
      </Container>
    </Section>
  );
});
CallToAction.displayName = 'CallToAction';
