/** A Supabase/PostgREST error as supabase-js returns it (PostgrestError, or a fetch failure wrapped in one). */
export type ApiError = { message: string; code?: string; details?: string | null; hint?: string | null };

const constraintMessages: Record<string, string> = {
  posts_slug_key: 'Ten adres (slug) jest już zajęty przez inny artykuł. Wybierz inny.',
  posts_slug_format: 'Adres może zawierać tylko małe litery bez polskich znaków, cyfry i pojedyncze myślniki (najwyżej 120 znaków).',
  posts_title_not_blank: 'Podaj tytuł.',
  posts_status_check: 'Nieznany status artykułu.',
  posts_section_check: 'Nieznana kategoria artykułu.',
  posts_scheduled_has_date: 'Zaplanowana publikacja wymaga daty i godziny.',
  posts_seo_title_length: 'Tytuł SEO może mieć najwyżej 70 znaków.',
  posts_seo_description_length: 'Opis SEO może mieć najwyżej 160 znaków.',
  posts_cover_alt_length: 'Tekst alternatywny okładki może mieć najwyżej 300 znaków.',
  posts_cover_path_format: 'Nieprawidłowa ścieżka okładki — wgraj plik ponownie.',
  posts_reading_minutes_range: 'Czas czytania musi wynosić od 1 do 180 minut.',
  media_item_in_use:
    'Nie usunięto obrazu: używa go co najmniej jeden artykuł (jako okładki albo w treści). Najpierw usuń go z tych artykułów.',
  media_items_alt_length: 'Podaj tekst alternatywny obrazu (najwyżej 300 znaków).',
  media_items_path_key: 'Ten plik jest już w bibliotece mediów.',
  media_items_mime_check: 'Biblioteka przyjmuje tylko obrazy JPG, PNG, WebP, AVIF i GIF.',
  media_items_bytes_range: 'Plik jest pusty albo większy niż 5 MB.',
};

/** The exact problem behind a failed request, in Polish, for the person who triggered it. */
export function describeApiError(error: ApiError, action = 'zapisać zmian'): string {
  const text = `${error.message} ${error.details ?? ''}`;
  const constraint = Object.keys(constraintMessages).find((name) => text.includes(name));
  if (constraint) return constraintMessages[constraint]!;
  switch (error.code) {
    case '23505':
      return 'Taki wpis już istnieje (zduplikowana wartość unikalna).';
    case '23514':
    case '23502':
    case '22P02':
    case '22007':
      return `Baza danych odrzuciła dane: ${error.message}`;
    case '42501':
      return 'Brak uprawnień: ta operacja wymaga konta administratora z aktywną weryfikacją dwuetapową (TOTP). Zaloguj się ponownie.';
    case 'PGRST301':
    case 'PGRST303':
      return 'Sesja wygasła. Zaloguj się ponownie i powtórz operację.';
  }
  if (/fetch|network|Load failed/i.test(error.message))
    return `Nie udało się ${action}: brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.`;
  return `Nie udało się ${action}: ${error.message}`;
}
