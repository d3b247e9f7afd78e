import { useCallback, type ChangeEvent } from 'react';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { MessageFormView, useMessageForm } from '../../../components/message-form';
import { sendTrainingInquiry } from '../api';
import { emptyInquiry, inquiryErrorMessage, validateInquiry, type InquiryDraft, type InquiryField } from '../inquiry';

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
  const send = useCallback(
    async (draft: InquiryDraft) => {
      const error = await sendTrainingInquiry(offerSlug, draft);
      return error ? inquiryErrorMessage(error) : null;
    },
    [offerSlug],
  );
  const form = useMessageForm({ empty: emptyInquiry, validate: validateInquiry, send });
  const { draft, errors, fieldId } = form;
  // The inquiry's own one-line fields, listed in the error summary like the rest.
  const optionalField = (field: 'company' | 'participants') => ({
    id: fieldId(field),
    label: fieldLabels[field],
    value: draft[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(field, event.target.value),
    summarised: true,
  });

  if (form.status === 'sent') {
    return (
      <div className="inquiry__sent" role="status" data-testid="inquiry-sent">
        <h3>Dziękujemy, zapytanie dotarło!</h3>
        <p>
          Odpowiemy w ciągu 2 dni roboczych{form.sentTo ? ` na adres ${form.sentTo}` : ''}. Dotyczy: {offerTitle}.
        </p>
        <button type="button" className="button button--secondary" onClick={() => form.setStatus('idle')}>
          Wyślij kolejne zapytanie
        </button>
      </div>
    );
  }

  const errorList = Object.entries(errors) as [InquiryField, string][];

  return (
    <MessageFormView
      form={form}
      testId="inquiry"
      title={
        <h3 id={`${form.id}-title`} className="inquiry__title">
          Zapytaj o szkolenie
        </h3>
      }
      errorList={errorList.map(([field, message]) => [fieldId(field), `${fieldLabels[field]}: ${message}`])}
      labels={fieldLabels}
      gridFields={
        <>
          <TextField {...optionalField('company')} autoComplete="organization" />
          <TextField {...optionalField('participants')} inputMode="numeric" />
        </>
      }
      consentPurpose="odpowiedzi na zapytanie"
      submitLabel="Wyślij zapytanie"
    >
      <TextAreaField
        id={fieldId('message')}
        label={fieldLabels.message}
        value={draft.message}
        error={errors.message}
        onChange={(value) => form.set('message', value)}
        describedBy={form.describedBy('message')}
      />
    </MessageFormView>
  );
}
