import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ConsentField, ErrorSummary, HoneypotField, TextAreaField, TextField, errorIdOf } from '../../../components/form-fields';
import { contactTopicLabels, contactTopics } from '../../../lib/contact-topics';
import { followErrors } from '../../../lib/field-errors';
import { sendContactMessage } from '../api';
import {
  CONTACT_MESSAGE_MAX,
  contactErrorMessage,
  emptyContact,
  validateContact,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
} from '../contact';

const fieldLabels: Record<ContactField, string> = {
  name: 'Imię i nazwisko',
  email: 'Adres e-mail',
  topic: 'Temat',
  message: 'Wiadomość',
  consent: 'Zgoda',
};

/** The /kontakt form: stored in public.contact_messages (visitors may only insert), read by admins in /admin/zapytania. */
export function ContactForm() {
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
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
  useEffect(() => setErrors((shown) => followErrors(shown, validateContact(draft)) as ContactErrors), [draft]);

  const set = <F extends ContactField>(field: F, value: ContactDraft[F]) => setDraft((current) => ({ ...current, [field]: value }));
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const describedBy = (field: ContactField, hint?: string) =>
    [errors[field] ? errorIdOf(fieldId(field)) : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSendError('');
    const found = validateContact(draft);
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
    const error = await sendContactMessage(draft);
    if (error) {
      setStatus('idle');
      setSendError(contactErrorMessage(error));
      return;
    }
    setSentTo(draft.email.trim().toLowerCase());
    setDraft(emptyContact);
    setStatus('sent');
  };

  if (status === 'sent') {
    return (
      <div className="inquiry__sent" role="status" data-testid="contact-sent">
        <h2 ref={sentRef} tabIndex={-1}>
          Dziękujemy, wiadomość dotarła!
        </h2>
        <p>Odpowiemy w ciągu 2 dni roboczych{sentTo ? ` na adres ${sentTo}` : ''}.</p>
        <button type="button" className="button button--secondary" onClick={() => setStatus('idle')}>
          Napisz kolejną wiadomość
        </button>
      </div>
    );
  }

  const order: ContactField[] = ['name', 'email', 'topic', 'message', 'consent'];
  const errorList = order.flatMap((field): [string, string][] =>
    errors[field] ? [[fieldId(field), `${fieldLabels[field]}: ${errors[field]}`]] : [],
  );
  const messageLength = draft.message.trim().length;

  return (
    <form
      className="inquiry"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="contact-form"
    >
      <h2 id={`${id}-title`} className="inquiry__title">
        Napisz do nas
      </h2>
      <ErrorSummary ref={summaryRef} errors={errorList} />
      {sendError && (
        <p className="inquiry__summary" role="alert" data-testid="contact-error">
          {sendError}
        </p>
      )}
      <div className="filters__grid">
        <TextField
          id={fieldId('name')}
          label={fieldLabels.name}
          value={draft.name}
          error={errors.name}
          autoComplete="name"
          onChange={(event) => set('name', event.target.value)}
          summarised
        />
        <TextField
          id={fieldId('email')}
          label={fieldLabels.email}
          type="email"
          value={draft.email}
          error={errors.email}
          autoComplete="email"
          onChange={(event) => set('email', event.target.value)}
          summarised
        />
        <div className="field">
          <label htmlFor={fieldId('topic')} className="field-label">
            {fieldLabels.topic}
          </label>
          <select
            id={fieldId('topic')}
            className="text-input"
            value={draft.topic}
            aria-invalid={Boolean(errors.topic)}
            aria-describedby={describedBy('topic')}
            onChange={(event) => set('topic', event.target.value as ContactDraft['topic'])}
          >
            <option value="">Wybierz temat…</option>
            {contactTopics.map((topic) => (
              <option key={topic} value={topic}>
                {contactTopicLabels[topic]}
              </option>
            ))}
          </select>
          {errors.topic && (
            <p id={errorIdOf(fieldId('topic'))} className="field-error">
              {errors.topic}
            </p>
          )}
        </div>
      </div>
      <TextAreaField
        id={fieldId('message')}
        label={fieldLabels.message}
        value={draft.message}
        error={errors.message}
        rows={6}
        hint={`${messageLength} z ${CONTACT_MESSAGE_MAX} znaków`}
        onChange={(value) => set('message', value)}
        describedBy={describedBy('message', `${fieldId('message')}-hint`)}
      />
      <HoneypotField id={`${id}-website`} ref={honeypot} />
      <ConsentField
        id={fieldId('consent')}
        checked={draft.consent}
        error={errors.consent}
        describedBy={describedBy('consent')}
        purpose="odpowiedzi na wiadomość"
        onChange={(checked) => set('consent', checked)}
      />
      <button type="submit" className="button" disabled={status === 'sending'}>
        {status === 'sending' ? 'Wysyłamy…' : 'Wyślij wiadomość'}
      </button>
    </form>
  );
}
