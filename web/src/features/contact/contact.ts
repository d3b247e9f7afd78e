import type { ContactTopic } from '../../lib/contact-topics';
import { normaliseEmail } from '../../lib/email';
import { senderErrors } from '../../lib/sender-checks';

/** Validation of the /kontakt form; mirrors the checks of public.contact_messages so errors show before sending. */

export type ContactDraft = {
  name: string;
  email: string;
  topic: ContactTopic | '';
  message: string;
  consent: boolean;
};

export type ContactField = keyof ContactDraft;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContact: ContactDraft = { name: '', email: '', topic: '', message: '', consent: false };

export const CONTACT_MESSAGE_MAX = 3000;

export function validateContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = senderErrors(draft, 'Podaj imię (co najmniej 2 znaki).');
  if (!draft.topic) errors.topic = 'Wybierz, czego dotyczy wiadomość.';
  const message = draft.message.trim();
  if (message.length < 10) errors.message = 'Napisz kilka słów (co najmniej 10 znaków).';
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = `Wiadomość może mieć najwyżej ${CONTACT_MESSAGE_MAX} znaków.`;
  if (!draft.consent) errors.consent = 'Potrzebujemy twojej zgody, żeby odpowiedzieć na wiadomość.';
  return errors;
}

/** The row to insert, trimmed and with the address in its stored form. */
export function toContactRow(draft: ContactDraft) {
  return {
    name: draft.name.trim(),
    email: normaliseEmail(draft.email),
    topic: draft.topic || 'inne',
    message: draft.message.trim(),
    consent: draft.consent,
  };
}

/** A Polish message for an error from the database (limit, check) or the network. */
export function contactErrorMessage(error: { message?: string; code?: string; hint?: string }): string {
  if (error.message?.includes('contact_message_rate_limited')) {
    return error.hint?.includes('ostatniej godzinie')
      ? 'Dostaliśmy w ostatniej godzinie bardzo dużo wiadomości. Spróbuj ponownie za godzinę.'
      : 'Wysłano już kilka wiadomości z tego adresu w ciągu ostatniej godziny. Spróbuj ponownie później.';
  }
  if (error.code === '23514') return 'Niektóre pola są niepoprawne. Sprawdź formularz i spróbuj ponownie.';
  return 'Nie udało się wysłać wiadomości. Sprawdź połączenie i spróbuj ponownie za chwilę.';
}
