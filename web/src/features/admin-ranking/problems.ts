/** What went wrong with an admin request, in Polish, exactly enough to act on. */

import type { ApiError } from '../../lib/admin-api';

export const networkProblem = 'Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie — nic nie zostało zapisane.';
export const permissionProblem =
  'Brak uprawnień do zapisu. Zmiany w rankingu mogą zapisywać tylko administratorzy zalogowani z potwierdzonym drugim składnikiem (kod z aplikacji). Zaloguj się ponownie.';
export const rankingChangedProblem =
  'Ranking zmienił się w międzyczasie (ktoś inny zmienił kolejność albo dodał lub usunął narzędzie). Twoja kolejność nie została zapisana. Wczytaj ranking ponownie i ułóż go jeszcze raz.';
export const toolChangedProblem =
  'To narzędzie zostało w międzyczasie zmienione albo usunięte przez kogoś innego. Twoje zmiany nie zostały zapisane — wczytaj je ponownie.';

// Database checks of ai_tools (20261122120000_ai_tools_ranking.sql, 20261123300000_ai_tools_admin.sql).
const constraintProblems: Record<string, string> = {
  ai_tools_slug_key: 'Narzędzie o takim adresie (slug) już jest w rankingu. Wybierz inny adres.',
  ai_tools_slug_format: 'Adres (slug) może zawierać tylko małe litery bez polskich znaków, cyfry i pojedyncze myślniki.',
  ai_tools_category_check: 'Nieznana kategoria. Wybierz kategorię z listy.',
  ai_tools_score_range: 'Ocena musi być liczbą od 0 do 10.',
  ai_tools_price_not_negative: 'Cena nie może być ujemna.',
  ai_tools_commercial_use_check: 'Nieznana wartość użytku komercyjnego. Wybierz ją z listy.',
  ai_tools_polish_support_check: 'Nieznany poziom obsługi polskiego. Wybierz go z listy.',
  ai_tools_url_https: 'Adres strony musi zaczynać się od https://.',
  ai_tools_use_cases_check: 'Nieznane zastosowanie. Wybierz zastosowania z listy.',
  ai_tools_logo_path_format: 'Nieprawidłowa ścieżka logo. Wgraj logo ponownie.',
  ai_tools_position_key: 'Dwa narzędzia nie mogą zajmować tego samego miejsca. Wczytaj ranking ponownie.',
};

function isNetworkError(error: ApiError): boolean {
  const message = error.message ?? '';
  return /Failed to fetch|NetworkError|fetch failed|Load failed|network/i.test(message) && !error.code;
}

/** A Polish message for a failed write of the ranking (table, RPC or logo upload). */
export function describeRankingError(error: ApiError): string {
  if (isNetworkError(error)) return networkProblem;
  if (error.code === 'PT409') return rankingChangedProblem;
  if (error.code === '42501' || error.statusCode === '403' || error.code === 'PGRST301') return permissionProblem;
  if (error.statusCode === '413') return 'Plik jest za duży: logo może mieć najwyżej 1 MB.';
  if (error.statusCode === '415') return 'Ten typ pliku nie jest dozwolony: logo musi być obrazem PNG, JPEG albo WebP.';
  const text = `${error.message ?? ''} ${error.details ?? ''}`;
  for (const [constraint, problem] of Object.entries(constraintProblems)) {
    if (text.includes(constraint)) return problem;
  }
  if (error.code === '23505') return 'Taki wpis już istnieje (powtarza się wartość, która musi być unikalna).';
  if (error.code === '22023')
    return 'Lista narzędzi do zapisania nie zgadza się z rankingiem. Wczytaj ranking ponownie i ułóż go jeszcze raz.';
  return `Serwer odrzucił zapis: ${error.message ?? 'nieznany błąd'}${error.code ? ` (kod ${error.code})` : ''}. Spróbuj ponownie, a jeśli błąd się powtórzy, zgłoś go z tym opisem.`;
}
