import type { FaqItem, VideoItem } from '@outpace/core/seo';

// The book-a-call section's questions and its video, also the landing page's FAQPage and VideoObject data.

export const faqItems: readonly FaqItem[] = [
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

export const studioVideo: VideoItem = {
  title: 'Inside Outpace: how a two-week sprint ships a landing page',
  description:
    'A two-minute look at how our designers, developers and marketers take a landing page from brief to launch in one sprint.',
  videoId: 'M7lc1UVf-VE',
  date: '2026-09-14',
  url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
};
