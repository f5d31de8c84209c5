import type { ReactNode } from 'react';
import { CodeField } from '../../primitives/CodeField';
import { AuthSubmit, authFieldProps } from './FormParts';
import { StyledForm } from './Form.styles';
import { useAuthForm, type AuthSubmitHandler } from './useAuthForm';

export interface CodeFormProps {
  /**
   * Receives the six digits (spaces removed). Resolve with `{ error }` for expected failures (a wrong or expired
   * code); put it on the field with `field: 'code'`. The form keeps what was typed.
   */
  onSubmit: AuthSubmitHandler<{ code: string }>;
  /** The submit button's label. */
  submitLabel: string;
  /** Its label while the code is checked. */
  pendingLabel: string;
  /** @default 'Code' */
  label?: ReactNode;
  /** A line under the label, e.g. where to find the code. */
  hint?: ReactNode;
  /** Names the form for assistive tech (the id of a heading). */
  labelledBy?: string;
  /** Put the cursor in the code field when the form appears. @default false */
  autoFocus?: boolean;
  /** Shown after the submit button, e.g. a Cancel button. */
  children?: ReactNode;
}

/** One six-digit code and a submit button: the sign-in code step, enrolling and removing an authenticator. */
export function CodeForm({
  onSubmit,
  submitLabel,
  pendingLabel,
  label,
  hint,
  labelledBy,
  autoFocus = false,
  children,
}: CodeFormProps) {
  const form = useAuthForm({
    mode: 'verifyCode',
    onSubmit: (values) => onSubmit({ code: values.code ?? '' }),
  });
  return (
    <StyledForm noValidate onSubmit={form.handleSubmit} aria-labelledby={labelledBy}>
      {/* Focus on appear is asked for where the form replaces the button that opened it. */}
      <CodeField
        {...authFieldProps(form, 'code')}
        label={label}
        hint={hint}
        autoFocus={autoFocus}
      />
      <AuthSubmit
        label={submitLabel}
        pendingLabel={pendingLabel}
        isPending={form.isPending}
        formError={form.formError}
        alertRef={form.alertRef}
      />
      {children}
    </StyledForm>
  );
}
CodeForm.displayName = 'CodeForm';
