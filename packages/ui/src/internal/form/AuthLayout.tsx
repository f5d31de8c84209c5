import {
  forwardRef,
  useEffect,
  useRef,
  type AnchorHTMLAttributes,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { SectionHeader } from '../../primitives/SectionHeader';
import {
  StyledAuthCard,
  StyledAuthFooter,
  StyledAuthHeader,
  StyledAuthIcon,
  StyledAuthIntro,
  StyledAuthLink,
  StyledAuthNavigation,
  StyledAuthSection,
  StyledSmallLink,
} from './AuthLayout.styles';

/* Layout --------------------------------------------------------------------------------------------- */

export interface AuthLayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's anchor, e.g. 'sign-in'. */
  id: string;
  /** The page title, shown as the heading. */
  title: ReactNode;
  /** Heading level: `h1` when the card is the page's main content (the account pages). @default 'h1' */
  titleAs?: 'h1' | 'h2';
  /** Small uppercase kicker above the title. */
  eyebrow?: ReactNode;
  /** Decorative icon in an ember disc above the title (success states). */
  icon?: ReactNode;
  /** A sentence or two under the title. */
  intro?: ReactNode;
  /** Links under a rule at the bottom of the card ("New here? Create an account"). */
  footer?: ReactNode;
  /**
   * When this value changes after the first render, focus moves to the heading so that screen readers
   * announce the new state (e.g. 'check your inbox' replacing the form).
   */
  headingFocusKey?: string | number | boolean;
  /** A wider card for content that is not a narrow form (the account summary). @default false */
  wide?: boolean;
  /**
   * Links to the card's groups (an `InPageNav`): under the heading on phones, a sticky column beside the heading and
   * content from `lg` up, which widens the card.
   */
  navigation?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame shared by the account screens: a centred card on the paper canvas with the title, a short intro,
 * the content and footer links.
 */
export const AuthLayout = forwardRef<HTMLElement, AuthLayoutProps>(function AuthLayout(
  {
    id,
    title,
    titleAs = 'h1',
    eyebrow,
    icon,
    intro,
    footer,
    headingFocusKey,
    wide = false,
    navigation,
    children,
    ...rest
  },
  ref,
) {
  const headingId = `${id}-title`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousKey = useRef(headingFocusKey);

  useEffect(() => {
    if (previousKey.current === headingFocusKey) return;
    previousKey.current = headingFocusKey;
    headingRef.current?.focus();
  }, [headingFocusKey]);

  const body = (
    <>
      {children}
      {footer && <StyledAuthFooter>{footer}</StyledAuthFooter>}
    </>
  );

  return (
    <StyledAuthSection ref={ref} id={id} labelledBy={headingId} spacing="none" {...rest}>
      <StyledAuthCard $wide={wide} $hasNavigation={Boolean(navigation)}>
        <SectionHeader
          as={StyledAuthHeader}
          introAs={StyledAuthIntro}
          media={icon && <StyledAuthIcon aria-hidden="true">{icon}</StyledAuthIcon>}
          eyebrow={eyebrow}
          heading={title}
          headingAs={titleAs}
          headingId={headingId}
          headingSize="md"
          headingProps={{ ref: headingRef, tabIndex: -1 }}
          intro={intro}
        />
        {navigation ? (
          <>
            <StyledAuthNavigation>{navigation}</StyledAuthNavigation>
            {/* The grid's second row beside the sticky links, under the heading. */}
            <div>{body}</div>
          </>
        ) : (
          body
        )}
      </StyledAuthCard>
    </StyledAuthSection>
  );
});
AuthLayout.displayName = 'AuthLayout';

/* Links ---------------------------------------------------------------------------------------------- */

export interface AuthLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** `sm` for secondary links beside a field ("Forgot your password?"). @default 'md' */
  size?: 'sm' | 'md';
}

/** A plain `<a>` in the kit's link style. The site's router can intercept clicks on it. */
export function AuthLink({ size = 'md', children, ...rest }: AuthLinkProps) {
  const Link = size === 'sm' ? StyledSmallLink : StyledAuthLink;
  return <Link {...rest}>{children}</Link>;
}
