import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ConsentField, ErrorSummary, HoneypotField, TextAreaField, TextField } from '../../../components/form-fields';
import { sendTrainingInquiry } from '../api';
import { emptyInquiry, inquiryErrorMessage, validateInquiry, type InquiryDraft, type InquiryErrors, type InquiryField } from '../inquiry';
import { followErrors } from '../../../lib/field-errors';

type InquiryFormProps = {
  offerSlug: string;
  offerTitle: string;
};

const fieldLabels: Record<InquiryField, string> = {
  name: 'Imię i nazwisko',
  email: 'Adres e-mail',
  company: 'Firma (opcjonalnie)',
  participants: 'Liczba osób (opcjonalnie)',
  message: 'Wiadomość',
  consent: 'Zgoda',
};

export function InquiryForm({ offerSlug, offerTitle }: InquiryFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<InquiryDraft>(emptyInquiry);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [sendError, setSendError] = useState('');
  const [sentTo, setSentTo] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  // Bumped on every rejected submit, so focus returns to the error summary each time.
  const [failedAttempts, setFailedAttempts] = useState(0);
  useEffect(() => {
    if (failedAttempts > 0) summaryRef.current?.focus();
  }, [failedAttempts]);
  const honeypot = useRef<HTMLInputElement>(null);

  const set = (field: InquiryField, value: string | boolean) => setDraft((current) => ({ ...current, [field]: value }));
  // An error on screen follows the value: it goes as soon as the field is right.
  useEffect(() => setErrors((shown) => followErrors(shown, validateInquiry(draft)) as InquiryErrors), [draft]);
  const fieldId = (field: InquiryField) => `${id}-${field}`;
  const describedBy = (field: InquiryField, hint?: string) =>
    [errors[field] ? `${fieldId(field)}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSendError('');
    const found = validateInquiry(draft);
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
    const error = await sendTrainingInquiry(offerSlug, draft);
    if (error) {
      setStatus('idle');
      setSendError(inquiryErrorMessage(error));
      return;
    }
    setSentTo(draft.email.trim().toLowerCase());
    setDraft(emptyInquiry);
    setStatus('sent');
  };

  if (status === 'sent') {
    return (
      <div className="inquiry__sent" role="status" data-testid="inquiry-sent">
        <h3>Dziękujemy, zapytanie dotarło!</h3>
        <p>
          Odpowiemy w ciągu 2 dni roboczych{sentTo ? ` na adres ${sentTo}` : ''}. Dotyczy: {offerTitle}.
        </p>
        <button type="button" className="button button--secondary" onClick={() => setStatus('idle')}>
          Wyślij kolejne zapytanie
        </button>
      </div>
    );
  }

  const errorList = Object.entries(errors) as [InquiryField, string][];

  return (
    <form
      className="inquiry"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="inquiry-form"
    >
      <h3 id={`${id}-title`} className="inquiry__title">
        Zapytaj o szkolenie
      </h3>
      <ErrorSummary ref={summaryRef} errors={errorList.map(([field, message]) => [fieldId(field), `${fieldLabels[field]}: ${message}`])} />
      {sendError && (
        <p className="inquiry__summary" role="alert" data-testid="inquiry-error">
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
        <TextField
          id={fieldId('company')}
          label={fieldLabels.company}
          value={draft.company}
          error={errors.company}
          autoComplete="organization"
          onChange={(event) => set('company', event.target.value)}
          summarised
        />
        <TextField
          id={fieldId('participants')}
          label={fieldLabels.participants}
          value={draft.participants}
          error={errors.participants}
          inputMode="numeric"
          onChange={(event) => set('participants', event.target.value)}
          summarised
        />
      </div>
      <TextAreaField
        id={fieldId('message')}
        label={fieldLabels.message}
        value={draft.message}
        error={errors.message}
        onChange={(value) => set('message', value)}
        describedBy={describedBy('message')}
      />
      <HoneypotField id={`${id}-website`} ref={honeypot} />
      <ConsentField
        id={fieldId('consent')}
        checked={draft.consent}
        error={errors.consent}
        describedBy={describedBy('consent')}
        purpose="odpowiedzi na zapytanie"
        onChange={(checked) => set('consent', checked)}
      />
      <button type="submit" className="button" disabled={status === 'sending'}>
        {status === 'sending' ? 'Wysyłamy…' : 'Wyślij zapytanie'}
      </button>
    </form>
  );
}
