import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { followErrors } from '../lib/field-errors';
import { ConsentField, ErrorSummary, HoneypotField, TextField, errorIdOf } from './form-fields';
import './message-form.css';

/** What every message form asks (the contact form, the training inquiry): who writes, the message and consent. */
export type MessageDraft = { name: string; email: string; message: string; consent: boolean };

type MessageFormOptions<D extends MessageDraft> = {
  empty: D;
  validate: (draft: D) => Partial<Record<keyof D, string>>;
  /** Sends the draft; the Polish problem to show, or null when it arrived. */
  send: (draft: D) => Promise<string | null>;
};

/**
 * The state of a message form: the draft, errors that follow the values once shown, focus on the error summary after
 * each rejected submit and on the thank-you heading after sending, and a honeypot that makes bots "succeed" silently.
 */
export function useMessageForm<D extends MessageDraft>({ empty, validate, send }: MessageFormOptions<D>) {
  const id = useId();
  const [draft, setDraft] = useState<D>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof D, string>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [sendError, setSendError] = useState('');
  const [sentTo, setSentTo] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // Bumped on every rejected submit, so focus returns to the error summary each time.
  const [failedAttempts, setFailedAttempts] = useState(0);
  useEffect(() => {
    if (failedAttempts > 0) summaryRef.current?.focus();
  }, [failedAttempts]);
  useEffect(() => {
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);
  // An error on screen follows the value: it goes as soon as the field is right.
  useEffect(() => setErrors((shown) => followErrors(shown, validate(draft)) as Partial<Record<keyof D, string>>), [draft, validate]);

  const set = <F extends keyof D>(field: F, value: D[F]) => setDraft((current) => ({ ...current, [field]: value }));
  const fieldId = (field: keyof D & string) => `${id}-${field}`;
  const describedBy = (field: keyof D & string, hint?: string) =>
    [errors[field] ? errorIdOf(fieldId(field)) : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSendError('');
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailedAttempts((count) => count + 1);
      return;
    }
    // Bots fill every field, people never see this one: pretend success and send nothing.
    if (honeypot.current?.value) {
      setStatus('sent');
      return;
    }
    setStatus('sending');
    const problem = await send(draft);
    if (problem) {
      setStatus('idle');
      setSendError(problem);
      return;
    }
    setSentTo(draft.email.trim().toLowerCase());
    setDraft(empty);
    setStatus('sent');
  };

  return { id, draft, set, errors, status, setStatus, sendError, sentTo, summaryRef, sentRef, honeypot, fieldId, describedBy, submit };
}

type MessageForm<D extends MessageDraft> = ReturnType<typeof useMessageForm<D>>;

type MessageFormViewProps<D extends MessageDraft> = {
  form: MessageForm<D>;
  /** The form's heading, an <h2> or <h3> with id `${form.id}-title` and class inquiry__title. */
  title: ReactNode;
  /** Prefix of the test ids: `${testId}-form`, `${testId}-error`. */
  testId: string;
  /** The error summary's links: [field id, "Label: problem"]. */
  errorList: [string, string][];
  labels: { name: string; email: string };
  /** Fields shown in the grid after name and e-mail. */
  gridFields?: ReactNode;
  /** The message field. */
  children: ReactNode;
  /** What the consent is for, e.g. "odpowiedzi na wiadomość". */
  consentPurpose: string;
  submitLabel: string;
};

/** The frame of a message form: title, error summary, name and e-mail, the form's own fields, consent and Send. */
export function MessageFormView<D extends MessageDraft>(props: MessageFormViewProps<D>) {
  const { form, labels } = props;
  const { draft, errors, fieldId } = form;
  return (
    <form
      className="inquiry"
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-labelledby={`${form.id}-title`}
      data-testid={`${props.testId}-form`}
    >
      {props.title}
      <ErrorSummary ref={form.summaryRef} errors={props.errorList} />
      {form.sendError && (
        <p className="inquiry__summary" role="alert" data-testid={`${props.testId}-error`}>
          {form.sendError}
        </p>
      )}
      <div className="filters__grid">
        <TextField
          id={fieldId('name')}
          label={labels.name}
          value={draft.name}
          error={errors.name}
          autoComplete="name"
          onChange={(event) => form.set('name', event.target.value as D['name'])}
          summarised
        />
        <TextField
          id={fieldId('email')}
          label={labels.email}
          type="email"
          value={draft.email}
          error={errors.email}
          autoComplete="email"
          onChange={(event) => form.set('email', event.target.value as D['email'])}
          summarised
        />
        {props.gridFields}
      </div>
      {props.children}
      <HoneypotField id={`${form.id}-website`} ref={form.honeypot} />
      <ConsentField
        id={fieldId('consent')}
        checked={draft.consent}
        error={errors.consent}
        describedBy={form.describedBy('consent')}
        purpose={props.consentPurpose}
        onChange={(checked) => form.set('consent', checked as D['consent'])}
      />
      <button type="submit" className="button" disabled={form.status === 'sending'}>
        {form.status === 'sending' ? 'Wysyłamy…' : props.submitLabel}
      </button>
    </form>
  );
}
