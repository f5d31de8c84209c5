import type { ReactNode } from 'react';
import { AuthLayout, AuthLink, type AuthLayoutProps } from './AuthLayout';
import { StyledBody, StyledNote } from './AuthLayout.styles';
import { StyledForm } from './Form.styles';
import { AuthSubmit } from './FormParts';
import type { UseAuthFormReturn } from './useAuthForm';

/** A card that replaces the form: the mail was sent, the password was saved, the link no longer works. */
export interface AuthStatusView {
  title: ReactNode;
  /** Decorative icon above the title. */
  icon: ReactNode;
  intro?: ReactNode;
  footer?: ReactNode;
  /** See `AuthLayoutProps.headingFocusKey`; a new key moves focus to this view's heading. */
  headingFocusKey?: AuthLayoutProps['headingFocusKey'];
  /** The small print under the intro ("Check your spam folder"). */
  note?: ReactNode;
  /** Shown after the note: the view's actions. */
  children?: ReactNode;
}

export interface AuthFormShellProps {
  /** The section's anchor; the heading's id, which names the form, derives from it. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  footer?: ReactNode;
  headingFocusKey?: AuthLayoutProps['headingFocusKey'];
  /** The form's state, from `useAuthForm`. */
  form: UseAuthFormReturn;
  submitLabel: string;
  pendingLabel: string;
  /** When set, the card shows this view instead of the form. */
  status?: AuthStatusView;
  /** The form's fields, above the submit row. */
  children: ReactNode;
}

/**
 * The card of the account forms: the form with its submit row, or the view that replaces it. Both are drawn
 * by this one component, so the layout stays mounted across the switch and moves focus to the new heading.
 */
export function AuthFormShell({
  id,
  title,
  eyebrow,
  intro,
  footer,
  headingFocusKey,
  form,
  submitLabel,
  pendingLabel,
  status,
  children,
}: AuthFormShellProps) {
  if (status) {
    return (
      <AuthLayout
        id={id}
        title={status.title}
        icon={status.icon}
        headingFocusKey={status.headingFocusKey}
        intro={status.intro}
        footer={status.footer}
      >
        <StyledBody>
          {status.note && <StyledNote>{status.note}</StyledNote>}
          {status.children}
        </StyledBody>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      id={id}
      title={title}
      eyebrow={eyebrow}
      intro={intro}
      headingFocusKey={headingFocusKey}
      footer={footer}
    >
      <StyledForm noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-title`}>
        {children}
        <AuthSubmit
          label={submitLabel}
          pendingLabel={pendingLabel}
          isPending={form.isPending}
          formError={form.formError}
          alertRef={form.alertRef}
        />
      </StyledForm>
    </AuthLayout>
  );
}
AuthFormShell.displayName = 'AuthFormShell';

/**
 * A footer line with its link ("New here? Create an account"). Callers leave it out, rather than pass no href,
 * so that a card without links has no empty footer.
 */
export function AuthFooterLink({
  prompt,
  href,
  children,
}: {
  prompt: ReactNode;
  href: string;
  children: ReactNode;
}) {
  return (
    <p>
      {prompt} <AuthLink href={href}>{children}</AuthLink>
    </p>
  );
}
