import { senderErrors } from '../../lib/sender-checks';

/** Validation of the training inquiry form; mirrors the database constraints so errors show before sending. */

export type InquiryDraft = {
  name: string;
  email: string;
  company: string;
  participants: string;
  message: string;
  consent: boolean;
};

export type InquiryField = keyof InquiryDraft;
export type InquiryErrors = Partial<Record<InquiryField, string>>;

export const emptyInquiry: InquiryDraft = { name: '', email: '', company: '', participants: '', message: '', consent: false };

export function validateInquiry(draft: InquiryDraft): InquiryErrors {
  const errors: InquiryErrors = senderErrors(draft, 'Podaj imię i nazwisko (co najmniej 2 znaki).');
  if (draft.company.trim().length > 200) errors.company = 'Nazwa firmy może mieć najwyżej 200 znaków.';
  if (draft.participants.trim()) {
    const participants = Number(draft.participants);
    if (!Number.isInteger(participants) || participants < 1 || participants > 500) errors.participants = 'Podaj liczbę osób od 1 do 500.';
  }
  const message = draft.message.trim();
  if (message.length < 10) errors.message = 'Napisz kilka słów o tym, czego potrzebujesz (co najmniej 10 znaków).';
  else if (message.length > 3000) errors.message = 'Wiadomość może mieć najwyżej 3000 znaków.';
  if (!draft.consent) errors.consent = 'Potrzebujemy twojej zgody, żeby odpowiedzieć na zapytanie.';
  return errors;
}

/** The row to insert, trimmed; optional fields become null. */
export function toInquiryRow(offerSlug: string, draft: InquiryDraft) {
  return {
    offer_slug: offerSlug,
    name: draft.name.trim(),
    email: draft.email.trim().toLowerCase(),
    company: draft.company.trim() || null,
    participants: draft.participants.trim() ? Number(draft.participants) : null,
    message: draft.message.trim(),
    consent: draft.consent,
  };
}

/** A Polish message for an error from the database (constraint, rate limit, closed offer). */
export function inquiryErrorMessage(error: { message?: string; code?: string }): string {
  if (error.message?.includes('training_inquiry_rate_limited')) {
    return 'Wysłano już kilka zapytań z tego adresu w ciągu ostatniej godziny. Spróbuj ponownie później albo napisz do nas bezpośrednio.';
  }
  if (error.message?.includes('training_offer_closed')) return 'Ta oferta nie przyjmuje już zapytań.';
  if (error.code === '23514') return 'Niektóre pola są niepoprawne. Sprawdź formularz i spróbuj ponownie.';
  return 'Nie udało się wysłać zapytania. Sprawdź połączenie i spróbuj ponownie za chwilę.';
}
