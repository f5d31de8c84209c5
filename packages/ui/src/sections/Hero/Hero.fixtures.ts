import { createElement, Fragment } from 'react';
import { heroArtwork, teamArtwork } from '../../__fixtures__/landingArtwork';
import type { HeroProps, HeroTeamMember } from './Hero';

/** Four people, each with a portrait, name and role. */
export const heroTeam: readonly HeroTeamMember[] = [
  { name: 'Maya Okafor', role: 'Founder, growth strategy', image: teamArtwork.maya },
  { name: 'Jonas Lindqvist', role: 'Design director', image: teamArtwork.jonas },
  { name: 'Priya Raman', role: 'Lead engineer', image: teamArtwork.priya },
  { name: 'Theo Marchetti', role: 'Performance marketing', image: teamArtwork.theo },
];

/** The landing page's hero copy, with the studio image. Callbacks and the calendar slot come from the story. */
export const heroArgs = {
  eyebrow: 'Growth studio for ambitious teams',
  headline: createElement(
    Fragment,
    null,
    'Growth work that ',
    createElement('em', null, 'outpaces'),
    ' your market.',
  ),
  tagline:
    'Fixed-price design, development and performance marketing from one senior team. We ship in weeks, then measure everything we launch.',
  team: heroTeam,
  heroImage: heroArtwork,
} satisfies HeroProps;

/** The smallest team the hero is designed for. */
export const heroThreePeople = heroTeam.slice(0, 3);

/** A long headline and tagline, to check wrapping at every width. */
export const heroLongCopy = {
  headline:
    'Design, development and performance marketing that turns your next launch into your best quarter yet',
  tagline:
    'From the first workshop to the last A/B test, one senior team owns the result: strategy, art direction, production-grade code and paid media, at a fixed price you see before we start, with weekly reports in plain language.',
} satisfies Partial<HeroProps>;
