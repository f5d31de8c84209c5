import type { CallToActionFaqItem, CallToActionProps, CallToActionVideo } from './CallToAction';

// Local, deterministic poster (a sprint-board still made for this kit); stories never fetch remote URLs.
const image = (file: string) => new URL(`../../__fixtures__/images/${file}`, import.meta.url).href;

/** The booking page the calendar button opens (the site's config holds the real one). */
export const bookingUrl = 'https://cal.com/outpace/15min';

/**
 * The player's stand-in for stories and tests: `about:blank#<id>?autoplay=1` renders an empty frame, so pressing
 * play never reaches the video host. The live site keeps the default nocookie host.
 */
export const offlineEmbedBaseUrl = 'about:blank#';

export const faqFixtures: readonly CallToActionFaqItem[] = [
  {
    question: 'What does a fixed price include?',
    answer:
      'Everything in the estimate: strategy, design or development by the number of people you chose, the add-ons you ticked, and two rounds of revisions. If the scope stays the same, the price does too.',
  },
  {
    question: 'How fast can you start?',
    answer:
      'Regular projects start within two weeks. Choose Fast and we deliver within 14 days, or Rush and we deliver within 7 days.',
  },
  {
    question: 'Do you work with in-house teams?',
    answer:
      'Yes. Most clients keep their own team and use us to add capacity: we join your Slack, follow your design system and hand over clean, documented work.',
  },
  {
    question: 'What happens on the 15-minute call?',
    answer:
      'You tell us where growth is stuck; we tell you honestly whether we can help, what it would take and what it would cost. No slides, no obligation.',
  },
];

export const videoFixture: CallToActionVideo = {
  title: 'Inside Outpace: how a two-week sprint ships a landing page',
  description:
    'A two-minute look at how our designers, developers and marketers take a landing page from brief to launch in one sprint.',
  videoId: 'M7lc1UVf-VE',
  date: '2026-09-14',
  url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  duration: '2:04',
  poster: {
    src: image('video-sprint-1280.webp'),
    sizes: '(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw',
    width: 1280,
    height: 720,
    alt: 'A sprint board with Brief and Build columns, an ember badge reading “Brief to launch: 14 days” and a progress bar at day 11',
  },
};

/** The section as the landing page uses it; stories add the calendar button. */
export const callToActionArgs = {
  id: 'book-call',
  faq: faqFixtures,
  video: videoFixture,
  embedBaseUrl: offlineEmbedBaseUrl,
} satisfies CallToActionProps;
