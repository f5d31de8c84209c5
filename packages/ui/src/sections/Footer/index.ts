export { Footer, defaultFooterLabels } from './Footer';
export type { FooterLabels, FooterLink, FooterProps, FooterSocialLink } from './Footer';
