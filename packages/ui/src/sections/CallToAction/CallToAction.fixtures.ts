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

/** Four sample questions in the shape of the studio's (the site keeps its own in its content folder). */
export const faqFixtures: readonly CallToActionFaqItem[] = [
  {
    question: 'What is in the price?',
    answer:
      'All that the estimate lists: the strategy, the design or the build by the team size picked, the chosen add-ons, and two rounds of changes. The same scope keeps the same price.',
  },
  {
    question: 'When can work begin?',
    answer:
      'Most work begins within two weeks. A faster speed delivers in 14 days, the fastest in 7 days.',
  },
  {
    question: 'Can you work beside our team?',
    answer:
      'Yes. Many teams keep their own people and add ours for a while: we use your chat, your design system and your review steps, and leave tidy, documented work.',
  },
  {
    question: 'What do we cover on the call?',
    answer:
      'Where growth is stuck, whether we can help, and what it would take and cost. A short talk, no slides and nothing to sign.',
  },
];

export const videoFixture: CallToActionVideo = {
  title: 'A sample sprint: one landing page from brief to launch',
  description:
    'Two minutes with a sample team of designers, developers and marketers taking a page from brief to launch in one sprint.',
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
