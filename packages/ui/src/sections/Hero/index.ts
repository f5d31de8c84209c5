export { Hero, HERO_EXPLORE_LABEL } from './Hero';
export type { HeroProps, HeroTeamMember } from './Hero';
export type { HeroTone } from './Hero.styles';
