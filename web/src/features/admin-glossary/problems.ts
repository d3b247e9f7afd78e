/** What went wrong with a glossary write, in Polish, exactly enough to act on. */

import type { ApiError } from '../../lib/admin-api';

export const networkProblem = 'Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie — nic nie zostało zapisane.';
export const permissionProblem =
  'Brak uprawnień do zapisu. Słownik mogą zmieniać tylko administratorzy zalogowani z potwierdzonym drugim składnikiem (kod z aplikacji). Zaloguj się ponownie.';
export const termChangedProblem =
  'To pojęcie zostało w międzyczasie zmienione albo usunięte przez kogoś innego. Twoje zmiany nie zostały zapisane — wczytaj je ponownie.';

/** The slugs a database message lists after its colon ("… do not exist: a, b"). */
function listedSlugs(message: string): string {
  const list = message.split(': ').slice(1).join(': ');
  return list
    .split(',')
    .map((slug) => `„${slug.trim()}”`)
    .join(', ');
}

/** A Polish message for a failed insert, update or delete of a glossary term. */
export function describeGlossaryError(error: ApiError): string {
  const message = error.message ?? '';
  if (!error.code && /Failed to fetch|NetworkError|fetch failed|Load failed|network/i.test(message)) return networkProblem;
  if (error.code === '42501' || error.code === 'PGRST301') return permissionProblem;
  if (error.code === '23505' || message.includes('glossary_terms_slug_key'))
    return 'Pojęcie o takim adresie (slug) już istnieje. Wybierz inny adres.';
  if (message.includes('glossary_terms_slug_format'))
    return 'Adres (slug) może zawierać tylko małe litery bez polskich znaków, cyfry i pojedyncze myślniki.';
  if (message.includes('glossary_terms_term_not_blank')) return 'Uzupełnij pole „Pojęcie”.';
  if (message.includes('glossary_terms_definition_not_blank')) return 'Uzupełnij pole „Definicja”.';
  if (message.includes('glossary_terms_not_related_to_itself')) return 'Pojęcie nie może być powiązane samo ze sobą.';
  if (error.code === '23503')
    return `Powiązane pojęcia nie istnieją (mogły zostać właśnie usunięte): ${listedSlugs(message)}. Usuń je z listy i zapisz ponownie.`;
  if (error.code === '23514' && message.includes('repeat')) return `Powiązane pojęcia powtarzają się: ${listedSlugs(message)}.`;
  return `Serwer odrzucił zapis: ${message || 'nieznany błąd'}${error.code ? ` (kod ${error.code})` : ''}. Spróbuj ponownie, a jeśli błąd się powtórzy, zgłoś go z tym opisem.`;
}
