import { useCallback } from 'react';
import { TextAreaField, errorIdOf } from '../../../components/form-fields';
import { MessageFormView, useMessageForm } from '../../../components/message-form';
import { contactTopicLabels, contactTopics } from '../../../lib/contact-topics';
import { sendContactMessage } from '../api';
import { CONTACT_MESSAGE_MAX, contactErrorMessage, emptyContact, validateContact, type ContactDraft, type ContactField } from '../contact';
import { Field } from '../../../components/field';
import { Options } from '../../../components/options';

const fieldLabels: Record<ContactField, string> = {
  name: 'Imię i nazwisko',
  email: 'Adres e-mail',
  topic: 'Temat',
  message: 'Wiadomość',
  consent: 'Zgoda',
};

const order: ContactField[] = ['name', 'email', 'topic', 'message', 'consent'];

/** The /kontakt form: stored in public.contact_messages (visitors may only insert), read by admins in /admin/zapytania. */
export function ContactForm() {
  const send = useCallback(async (draft: ContactDraft) => {
    const error = await sendContactMessage(draft);
    return error ? contactErrorMessage(error) : null;
  }, []);
  const form = useMessageForm({ empty: emptyContact, validate: validateContact, send });
  const { draft, errors, fieldId, describedBy } = form;

  if (form.status === 'sent') {
    return (
      <div className="inquiry__sent" role="status" data-testid="contact-sent">
        <h2 ref={form.sentRef} tabIndex={-1}>
          Dziękujemy, wiadomość dotarła!
        </h2>
        <p>Odpowiemy w ciągu 2 dni roboczych{form.sentTo ? ` na adres ${form.sentTo}` : ''}.</p>
        <button type="button" className="button button--secondary" onClick={() => form.setStatus('idle')}>
          Napisz kolejną wiadomość
        </button>
      </div>
    );
  }

  const errorList = order.flatMap((field): [string, string][] =>
    errors[field] ? [[fieldId(field), `${fieldLabels[field]}: ${errors[field]}`]] : [],
  );
  const messageLength = draft.message.trim().length;

  return (
    <MessageFormView
      form={form}
      testId="contact"
      title={
        <h2 id={`${form.id}-title`} className="inquiry__title">
          Napisz do nas
        </h2>
      }
      errorList={errorList}
      labels={fieldLabels}
      gridFields={
        <Field id={fieldId('topic')} label={fieldLabels.topic}>
          <select
            id={fieldId('topic')}
            className="text-input"
            value={draft.topic}
            aria-invalid={Boolean(errors.topic)}
            aria-describedby={describedBy('topic')}
            onChange={(event) => form.set('topic', event.target.value as ContactDraft['topic'])}
          >
            <option value="">Wybierz temat…</option>
            <Options values={contactTopics} labels={contactTopicLabels} />
          </select>
          {errors.topic && (
            <p id={errorIdOf(fieldId('topic'))} className="field-error">
              {errors.topic}
            </p>
          )}
        </Field>
      }
      consentPurpose="odpowiedzi na wiadomość"
      submitLabel="Wyślij wiadomość"
    >
      <TextAreaField
        id={fieldId('message')}
        label={fieldLabels.message}
        value={draft.message}
        error={errors.message}
        rows={6}
        hint={`${messageLength} z ${CONTACT_MESSAGE_MAX} znaków`}
        onChange={(value) => form.set('message', value)}
        describedBy={describedBy('message', `${fieldId('message')}-hint`)}
      />
    </MessageFormView>
  );
}
