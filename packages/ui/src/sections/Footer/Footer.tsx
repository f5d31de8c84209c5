import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Container } from '../../primitives/Container';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  StyledArrow,
  StyledBottom,
  StyledBrandBlock,
  StyledEmail,
  StyledFollow,
  StyledFooter,
  StyledLabel,
  StyledNavList,
  StyledSmallPrint,
  StyledSocialLink,
  StyledSocialList,
  StyledTagline,
  StyledTop,
  StyledWordmark,
} from './Footer.styles';
import { ExternalLinkSmallIcon } from '../../icons';

/** An external profile of the studio. */
export interface FooterSocialLink {
  /** The visible text, e.g. "Instagram". */
  name: string;
  /** Where it goes, read by screen readers, e.g. "Outpace on Instagram"; it should contain `name`. */
  label: string;
  /** Absolute URL; opens in a new tab. */
  href: string;
}

/** An in-site link of the footer navigation. */
export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** The studio's name, set large as the wordmark. @default 'Outpace' */
  brand?: string;
  /** A line under the wordmark. */
  tagline?: ReactNode;
  /** The studio's contact address, a `mailto:` link under the wordmark. */
  email?: string;
  /** The studio's profiles (two on the landing page); each opens in a new tab. */
  social: readonly FooterSocialLink[];
  /** Optional in-site links, shown as a "Footer" navigation. */
  links?: readonly FooterLink[];
  /** Copyright year; a prop, so snapshots do not change on New Year's Day. */
  year: number;
  /** Name in the copyright line. @default brand */
  legalName?: string;
  /** Extra small print beside the copyright. */
  smallPrint?: ReactNode;
  /** Overrides for the fixed texts. */
  labels?: Partial<FooterLabels>;
}

/** Every fixed text of the footer; all have defaults (`defaultFooterLabels`). */
export interface FooterLabels {
  /** Heading of the social links. */
  follow: string;
  /** Name of the links' navigation landmark. */
  nav: string;
  /** What screen readers hear for a social link, from its `label`. */
  socialLink: (label: string) => string;
  /** The copyright line, with the year and the legal name. */
  copyright: (year: number, name: string) => ReactNode;
}

export const defaultFooterLabels: FooterLabels = {
  follow: 'FOLLOW US',
  nav: 'Footer',
  socialLink: (label) => `${label} (opens in a new tab)`,
  copyright: (year, name) => (
    <>
      © {year} {name}. All rights reserved.
    </>
  ),
};

/**
 * The page's `<footer>`: wordmark, an optional contact address, 'FOLLOW US' with the social links, optional links and
 * the small print.
 */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  {
    brand = 'Outpace',
    tagline,
    email,
    social,
    links,
    year,
    legalName,
    smallPrint,
    labels: labelOverrides,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultFooterLabels, ...labelOverrides };
  const followId = useId();
  return (
    <StyledFooter ref={ref} {...rest}>
      <Container>
        <StyledTop>
          <StyledBrandBlock>
            <StyledWordmark>{brand}</StyledWordmark>
            {tagline && <StyledTagline>{tagline}</StyledTagline>}
            {email && <StyledEmail href={`mailto:${email}`}>{email}</StyledEmail>}
          </StyledBrandBlock>
          {social.length > 0 && (
            <StyledFollow>
              <StyledLabel id={followId}>{labels.follow}</StyledLabel>
              <StyledSocialList role="list" aria-labelledby={followId}>
                {social.map((link) => (
                  <li key={link.href}>
                    <StyledSocialLink href={link.href} target="_blank" rel="noopener noreferrer">
                      <span aria-hidden="true">{link.name}</span>
                      <VisuallyHidden>{labels.socialLink(link.label)}</VisuallyHidden>
                      <StyledArrow aria-hidden="true">
                        <ExternalLinkSmallIcon />
                      </StyledArrow>
                    </StyledSocialLink>
                  </li>
                ))}
              </StyledSocialList>
            </StyledFollow>
          )}
        </StyledTop>
        <StyledBottom>
          <StyledSmallPrint>
            <p>{labels.copyright(year, legalName ?? brand)}</p>
            {smallPrint}
          </StyledSmallPrint>
          {links && links.length > 0 && (
            <nav aria-label={labels.nav}>
              <StyledNavList role="list">
                {links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </StyledNavList>
            </nav>
          )}
        </StyledBottom>
      </Container>
    </StyledFooter>
  );
});
Footer.displayName = 'Footer';
