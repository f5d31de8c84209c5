import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  AUTH_FIELDS,
  firstInvalidField,
  validateAuthFields,
  type AuthField,
  type AuthFieldErrors,
  type AuthFormMode,
  type AuthValidationOptions,
  type AuthValues,
} from './validateAuthFields';

/** A failure the server (or the site's session layer) reports back to the form. */
export interface AuthFormError {
  /** A sentence the visitor can act on, e.g. 'Too many attempts. Wait a minute, then try again.' */
  message: string;
  /** Shows the message on this field instead of above the button (e.g. 'email' for "already registered"). */
  field?: AuthField;
  /** Extra lines shown as a bullet list under the message, e.g. the weak-password reasons. */
  reasons?: readonly string[];
}

/** What a submit callback resolves to: nothing (or no `error`) on success. */
export interface AuthFormResult {
  error?: AuthFormError | null;
}

/**
 * Called once the values pass the client checks. Expected failures are returned, not thrown; a throw is
 * shown as a generic "try again" message so the form never gets stuck.
 */
export type AuthSubmitHandler<V> = (
  values: V,
) => Promise<AuthFormResult | void> | AuthFormResult | void;

/** Shown when the submit callback throws instead of returning an error. */
export const UNEXPECTED_ERROR_MESSAGE =
  'Something went wrong and we could not finish that. Check your connection and try again.';

export interface UseAuthFormOptions extends AuthValidationOptions {
  mode: AuthFormMode;
  /** Values to start with, e.g. the e-mail a visitor typed on the previous screen. */
  initialValues?: AuthValues;
  /** Receives the checked values (e-mail trimmed, only the fields this form shows). */
  onSubmit: AuthSubmitHandler<AuthValues>;
}

type FocusTarget = AuthField | 'alert';

export interface UseAuthFormReturn {
  values: AuthValues;
  /** Client-side messages, shown per field. */
  fieldErrors: AuthFieldErrors;
  /** The last server error, if any (on a field when `field` names one of this form's fields). */
  serverError: AuthFormError | null;
  /** The server error when it belongs to no field of this form: shown above the submit button. */
  formError: AuthFormError | null;
  /** True from a valid submit until its callback settles. */
  isPending: boolean;
  /** The values of the last successful submit, or null. */
  submitted: AuthValues | null;
  setValue: (field: AuthField, value: string) => void;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Ref callback for each input, so focus can move to the first invalid one. */
  registerInput: (field: AuthField) => (element: HTMLInputElement | null) => void;
  /** Ref for the form-level alert, which receives focus when a server error is not tied to a field. */
  alertRef: React.RefObject<HTMLDivElement | null>;
  /** Back to the empty-handed form after a success (e.g. "Use a different email"). */
  resetSuccess: () => void;
}

const pick = (mode: AuthFormMode, values: AuthValues): AuthValues =>
  Object.fromEntries(
    AUTH_FIELDS[mode].map((field) => {
      const value = values[field] ?? '';
      if (field === 'email') return [field, value.trim()];
      return [field, field === 'code' ? value.replace(/\s/g, '') : value];
    }),
  );

/**
 * State and submit logic shared by the account forms: client checks first (focus to the first invalid
 * field), then one call at a time (a second submit while one is pending is ignored), then the server's
 * answer on its field or in the form-level alert.
 */
export function useAuthForm({
  mode,
  initialValues,
  onSubmit,
  minPasswordLength,
  maxPasswordLength,
}: UseAuthFormOptions): UseAuthFormReturn {
  const [values, setValues] = useState<AuthValues>(() => ({ ...pick(mode, {}), ...initialValues }));
  const [fieldErrors, setFieldErrors] = useState<AuthFieldErrors>({});
  const [serverError, setServerError] = useState<AuthFormError | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [submitted, setSubmitted] = useState<AuthValues | null>(null);
  const [hasAttempted, setHasAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);

  // A ref, not state: two submits in the same tick both see the state from before the first one.
  const pendingRef = useRef(false);
  const mountedRef = useRef(false);
  const inputsRef = useRef<Partial<Record<AuthField, HTMLInputElement | null>>>({});
  const alertRef = useRef<HTMLDivElement | null>(null);
  const validation = { minPasswordLength, maxPasswordLength };

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  // Focus moves after the render that shows the message, so it is read together with the field.
  useEffect(() => {
    if (!focusRequest) return;
    const element =
      focusRequest.target === 'alert' ? alertRef.current : inputsRef.current[focusRequest.target];
    element?.focus();
  }, [focusRequest]);

  const fields = AUTH_FIELDS[mode];
  const serverErrorField =
    serverError?.field && fields.includes(serverError.field) ? serverError.field : undefined;

  const setValue = (field: AuthField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (serverErrorField === field) setServerError(null);
    if (!hasAttempted) return;
    // After a failed submit, fixed fields lose their message as the visitor types; fields that had no
    // message do not gain one until the next submit.
    const fresh = validateAuthFields(mode, next, validation);
    setFieldErrors((previous) => {
      const updated: AuthFieldErrors = {};
      for (const key of Object.keys(previous) as AuthField[]) {
        if (fresh[key]) updated[key] = fresh[key];
      }
      return updated;
    });
  };

  const handleSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (pendingRef.current) return;

    const found = validateAuthFields(mode, values, validation);
    setHasAttempted(true);
    setServerError(null);
    setFieldErrors(found);
    const firstInvalid = firstInvalidField(mode, found);
    if (firstInvalid) {
      setFocusRequest({ target: firstInvalid });
      return;
    }

    pendingRef.current = true;
    setIsPending(true);
    const checked = pick(mode, values);
    let result: AuthFormResult | void;
    try {
      result = await onSubmit(checked);
    } catch {
      result = { error: { message: UNEXPECTED_ERROR_MESSAGE } };
    }
    pendingRef.current = false;
    if (!mountedRef.current) return;
    setIsPending(false);

    const error = result?.error;
    if (error) {
      setServerError(error);
      setFocusRequest({
        target: error.field && fields.includes(error.field) ? error.field : 'alert',
      });
      return;
    }
    setSubmitted(checked);
  };

  const registerInput = useCallback(
    (field: AuthField) => (element: HTMLInputElement | null) => {
      inputsRef.current[field] = element;
    },
    [],
  );

  return {
    values,
    fieldErrors,
    serverError,
    formError: serverError && !serverErrorField ? serverError : null,
    isPending,
    submitted,
    setValue,
    handleSubmit,
    registerInput,
    alertRef,
    resetSuccess: () => setSubmitted(null),
  };
}
