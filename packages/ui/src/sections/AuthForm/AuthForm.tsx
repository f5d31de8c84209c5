import {
  forwardRef,
  useEffect,
  useRef,
  type AnchorHTMLAttributes,
  type ChangeEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Button } from '../../primitives/Button';
import { SectionHeader } from '../../primitives/SectionHeader';
import { Spinner } from '../../primitives/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  StyledAlert,
  StyledAuthCard,
  StyledAuthFooter,
  StyledAuthHeader,
  StyledAuthIcon,
  StyledAuthIntro,
  StyledAuthLink,
  StyledAuthSection,
  StyledInlineReasons,
  StyledReasons,
  StyledSmallLink,
  StyledSubmitRow,
} from './AuthForm.styles';
import type { AuthFormError, UseAuthFormReturn } from './useAuthForm';
import type { AuthField } from './validateAuthFields';
import { WarningIcon } from '../../icons';

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

  return (
    <StyledAuthSection ref={ref} id={id} labelledBy={headingId} spacing="none" {...rest}>
      <StyledAuthCard $wide={wide}>
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
        {children}
        {footer && <StyledAuthFooter>{footer}</StyledAuthFooter>}
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

/* Errors --------------------------------------------------------------------------------------------- */

export interface AuthAlertProps {
  error: AuthFormError;
}

/** The form-level error: announced as an alert, focusable so focus can land on it after a failed submit. */
export const AuthAlert = forwardRef<HTMLDivElement, AuthAlertProps>(function AuthAlert(
  { error },
  ref,
) {
  return (
    <StyledAlert ref={ref} role="alert" tabIndex={-1}>
      <WarningIcon />
      <div>
        <p>{error.message}</p>
        {error.reasons && error.reasons.length > 0 && (
          <StyledReasons>
            {error.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </StyledReasons>
        )}
      </div>
    </StyledAlert>
  );
});
AuthAlert.displayName = 'AuthAlert';

/**
 * A server error shown on its field. The field's error slot is a paragraph, so the reasons use spans with
 * list roles (a `<ul>` may not sit inside a `<p>`); screen readers still announce a list.
 */
export function FieldServerError({ error }: AuthAlertProps) {
  if (!error.reasons?.length) return <>{error.message}</>;
  return (
    <>
      {error.message}
      <StyledInlineReasons role="list">
        {error.reasons.map((reason) => (
          <span role="listitem" key={reason}>
            {reason}
          </span>
        ))}
      </StyledInlineReasons>
    </>
  );
}

/* Submit --------------------------------------------------------------------------------------------- */

export interface AuthSubmitProps {
  /** The button's label at rest, e.g. 'Sign in'. */
  label: string;
  /** The label while the request runs, e.g. 'Signing in…'; it is also announced. */
  pendingLabel: string;
  isPending: boolean;
  /** The form-level error, shown above the button. */
  formError?: AuthFormError | null;
  alertRef?: React.Ref<HTMLDivElement>;
}

/**
 * The form-level alert, the submit button and a polite status region. The button is disabled while pending,
 * which also blocks submitting with Enter; the form's own guard ignores anything that slips through.
 */
export function AuthSubmit({
  label,
  pendingLabel,
  isPending,
  formError,
  alertRef,
}: AuthSubmitProps) {
  return (
    <StyledSubmitRow>
      {formError && <AuthAlert ref={alertRef} error={formError} />}
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={isPending}
        iconStart={isPending ? <Spinner size="sm" label={pendingLabel} /> : undefined}
      >
        {isPending ? pendingLabel : label}
      </Button>
      {/* The region exists before it has text: live regions added together with their text are often missed. */}
      <VisuallyHidden role="status">{isPending ? pendingLabel : ''}</VisuallyHidden>
    </StyledSubmitRow>
  );
}

/* Password managers -------------------------------------------------------------------------------- */

/** A hidden username beside a new-password form: lets password managers file the password under the right account. */
export function AccountUsername({ email }: { email: string }) {
  return (
    <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
  );
}

/**
 * What an input of the form needs: its ref (for focus), value and change handler, and its message: the client
 * check's, else the server's when it is about this field.
 */
export function authFieldProps(form: UseAuthFormReturn, field: AuthField) {
  const { serverError } = form;
  return {
    ref: form.registerInput(field),
    value: form.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(field, event.target.value),
    error:
      form.fieldErrors[field] ??
      (serverError?.field === field ? <FieldServerError error={serverError} /> : undefined),
  };
}
