// Polish names of the inbox's kinds and contact topics, as the admin inbox (web/src/features/admin-inbox) shows
// them; no imports, so the site's unit tests can check the two copies are equal.

export const kindLabels: Record<'open' | 'online' | 'b2b' | 'survey' | 'contact', string> = {
  open: 'Szkolenie otwarte',
  online: 'Szkolenie online',
  b2b: 'Szkolenie dla firm (B2B)',
  survey: 'Ankieta',
  contact: 'Kontakt',
};

export const topicLabels: Record<string, string> = {
  wspolpraca: 'Współpraca',
  szkolenia: 'Szkolenia',
  tresci: 'Treści na stronie',
  blad: 'Błąd na stronie',
  inne: 'Inne',
};
