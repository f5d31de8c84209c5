import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { EmailField } from '../../primitives/EmailField';
import { Sheet } from '../../primitives/Sheet';
import { TextAreaField } from '../../primitives/TextAreaField';
import { TextField } from '../../primitives/TextField';
import {
  AuthSubmit,
  authMessages,
  isValidEmail,
  StyledForm,
  StyledNote,
} from '../../internal/form';
import { StyledOr, StyledSent, StyledSentTitle } from './BookingFallback.styles';

/** What the visitor typed, trimmed. */
export interface BookingRequestValues {
  name: string;
  email: string;
  need: string;
}

/** What the submit callback resolves to: nothing on success, else the sentence to show above the button. */
export type BookingRequestResult = { error: string } | void;

export interface BookingFallbackProps {
  /** Whether the dialog is open; pair it with `onOpenChange`. */
  open: boolean;
  /** Called when the dialog asks to close (Close button, Escape, overlay) or after it was opened. */
  onOpenChange: (open: boolean) => void;
  /** The studio's address, for the `mailto:` link. */
  email: string;
  /** The calculator's estimate as the visitor saw it: shown, sent with the request and put in the mail's body. */
  estimate?: string;
  /** Sends the request. Resolve with `{ error }` to keep the form with what was typed; a throw shows `failure`. */
  onSubmit: (values: BookingRequestValues) => Promise<BookingRequestResult> | BookingRequestResult;
  /** Longest value each field takes (the server's limits). @default { name: 100, email: 255, need: 2000 } */
  maxLengths?: Partial<Record<keyof BookingRequestValues, number>>;
  /** Overrides for the texts. */
  labels?: Partial<BookingFallbackLabels>;
}

/** Every text of the booking fallback; all have defaults (`defaultBookingFallbackLabels`). */
export interface BookingFallbackLabels {
  title: string;
  description: string;
  /** The `mailto:` link's text, with the studio's address. */
  mailLink: (email: string) => string;
  mailSubject: string;
  /** The mail's prefilled body when there is an estimate. */
  mailBody: (estimate: string) => string;
  or: string;
  formLabel: string;
  name: string;
  email: string;
  need: string;
  needHint: string;
  /** Introduces the estimate sent with the request. */
  estimate: string;
  nameMissing: string;
  needMissing: string;
  submit: string;
  pending: string;
  /** Shown when the submit callback throws. */
  failure: string;
  sentTitle: string;
  /** The success text, with the address the studio will answer. */
  sentText: (email: string) => ReactNode;
  close: string;
}

export const defaultBookingFallbackLabels: BookingFallbackLabels = {
  title: 'Book your free call',
  description:
    'The calendar could not load right now. Write to us, or leave your details and we will reply with a time for your 15-minute call.',
  mailLink: (email) => `Email ${email}`,
  mailSubject: 'Free 15-minute call',
  mailBody: (estimate) =>
    `Hello Outpace,\n\nI would like a free 15-minute call about my estimate: ${estimate}.\n\n`,
  or: 'or send us a request',
  formLabel: 'Call request',
  name: 'Name',
  email: 'Email',
  need: 'What do you need?',
  needHint: 'A sentence or two: the project, the deadline.',
  estimate: 'Sent with your estimate:',
  nameMissing: 'Enter your name.',
  needMissing: 'Tell us in a sentence what you need.',
  submit: 'Send request',
  pending: 'Sending your request…',
  failure: 'Your request could not be sent. Check your connection and try again, or email us.',
  sentTitle: 'Request sent',
  sentText: (email) => (
    <>
      Thank you. We will reply to <strong>{email}</strong> within one working day with a time for
      your call.
    </>
  ),
  close: 'Close',
};

const defaultMaxLengths = { name: 100, email: 255, need: 2000 };

type Field = keyof BookingRequestValues;
const fields: readonly Field[] = ['name', 'email', 'need'];

/** `mailto:` with its subject and body encoded as RFC 6068 asks (spaces as %20, not +). */
export function bookingMailto(email: string, subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${email}?${query.join('&')}`;
}

/**
 * The way to ask for a call when the scheduling widget cannot load (docs/product.md#booking): a dialog with the
 * studio's address as a `mailto:` link and a short request form. Focus is trapped in the dialog; field errors are
 * announced and the first invalid field takes focus; a failure keeps what was typed.
 */
export function BookingFallback({
  open,
  onOpenChange,
  email,
  estimate,
  onSubmit,
  maxLengths: maxOverrides,
  labels: labelOverrides,
}: BookingFallbackProps) {
  const labels = { ...defaultBookingFallbackLabels, ...labelOverrides };
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (!next) setSentTo(null);
        onOpenChange(next);
      }}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      width={{ base: '100%', sm: '440px' }}
    >
      {sentTo ? (
        <SentView to={sentTo} labels={labels} onClose={() => onOpenChange(false)} />
      ) : (
        <>
          <Button
            href={bookingMailto(
              email,
              labels.mailSubject,
              estimate ? labels.mailBody(estimate) : undefined,
            )}
            variant="secondary"
            fullWidth
          >
            {labels.mailLink(email)}
          </Button>
          <StyledOr>{labels.or}</StyledOr>
          <RequestForm
            estimate={estimate}
            onSubmit={onSubmit}
            onSent={setSentTo}
            maxLengths={{ ...defaultMaxLengths, ...maxOverrides }}
            labels={labels}
          />
        </>
      )}
    </Sheet>
  );
}
BookingFallback.displayName = 'BookingFallback';

function SentView({
  to,
  labels,
  onClose,
}: {
  to: string;
  labels: BookingFallbackLabels;
  onClose: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: focus moves to the outcome, which is read out.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <StyledSent role="status">
      <StyledSentTitle ref={titleRef} tabIndex={-1}>
        {labels.sentTitle}
      </StyledSentTitle>
      <p>{labels.sentText(to)}</p>
      <Button variant="secondary" onClick={onClose}>
        {labels.close}
      </Button>
    </StyledSent>
  );
}

function check(values: BookingRequestValues, labels: BookingFallbackLabels) {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name) errors.name = labels.nameMissing;
  if (!values.email) errors.email = authMessages.emailMissing;
  else if (!isValidEmail(values.email)) errors.email = authMessages.emailInvalid;
  if (!values.need) errors.need = labels.needMissing;
  return errors;
}

function RequestForm({
  estimate,
  onSubmit,
  onSent,
  maxLengths,
  labels,
}: Pick<BookingFallbackProps, 'estimate' | 'onSubmit'> & {
  onSent: (email: string) => void;
  maxLengths: Record<Field, number>;
  labels: BookingFallbackLabels;
}) {
  const [values, setValues] = useState<BookingRequestValues>({ name: '', email: '', need: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const controls = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );
  const alertRef = useRef<HTMLDivElement>(null);
  const register = useCallback(
    (name: Field) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      controls.current[name] = element;
    },
    [],
  );

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const field = (name: Field) => ({
    ref: register(name),
    value: values[name],
    maxLength: maxLengths[name],
    required: true,
    disabled: isPending,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }));
      // A fixed field loses its message as the visitor types; others wait for the next submit.
      if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const trimmed = {
      name: values.name.trim(),
      email: values.email.trim(),
      need: values.need.trim(),
    };
    const found = check(trimmed, labels);
    setErrors(found);
    setFailure(null);
    const firstInvalid = fields.find((name) => found[name]);
    if (firstInvalid) {
      controls.current[firstInvalid]?.focus();
      return;
    }
    setIsPending(true);
    let result: BookingRequestResult;
    try {
      result = await onSubmit(trimmed);
    } catch {
      result = { error: labels.failure };
    }
    setIsPending(false);
    if (result?.error) setFailure(result.error);
    else onSent(trimmed.email);
  };

  return (
    <StyledForm noValidate onSubmit={submit} aria-label={labels.formLabel}>
      <TextField {...field('name')} label={labels.name} name="name" autoComplete="name" />
      <EmailField {...field('email')} label={labels.email} />
      <TextAreaField {...field('need')} label={labels.need} hint={labels.needHint} name="need" />
      {estimate && (
        <StyledNote>
          {labels.estimate} <strong>{estimate}</strong>
        </StyledNote>
      )}
      <AuthSubmit
        label={labels.submit}
        pendingLabel={labels.pending}
        isPending={isPending}
        formError={failure ? { message: failure } : null}
        alertRef={alertRef}
      />
    </StyledForm>
  );
}
