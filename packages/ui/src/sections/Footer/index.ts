export { Footer } from './Footer';
export type { FooterLink, FooterProps, FooterSocialLink } from './Footer';
