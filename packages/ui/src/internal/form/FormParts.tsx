import { forwardRef, type ChangeEvent, type Ref } from 'react';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { WarningIcon } from '../../icons';
import { StyledAlert, StyledInlineReasons, StyledReasons, StyledSubmitRow } from './Form.styles';
import type { AuthFormError, UseAuthFormReturn } from './useAuthForm';
import type { AuthField } from './validateAuthFields';

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
  alertRef?: Ref<HTMLDivElement>;
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
