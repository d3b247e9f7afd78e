// Polish messages for what the creature API can answer.

type ApiError = { code?: string; message?: string } | null;

/** A refused or failed submission, in words the author can act on. */
export function submitErrorMessage(error: ApiError): string {
  if (!error) return 'Nie udało się zapisać stwora. Spróbuj ponownie.';
  // The submission limits raise Polish messages of their own (creatures_limit_submissions).
  if (error.code === 'P0001' && error.message) return error.message;
  if (error.code === '42501' || error.code === 'PGRST301') return 'Twoja sesja wygasła. Zaloguj się ponownie, aby wysłać stwora.';
  if (error.code === '23514') return 'Serwer nie przyjął tego stwora: sprawdź imię (2–40 znaków) i wybrane części.';
  if (!error.code || /fetch|network/i.test(error.message ?? '')) return 'Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie.';
  return 'Nie udało się zapisać stwora. Spróbuj ponownie za chwilę.';
}

/** A refused upload, by the storage status code (Supabase puts the real one in the body's statusCode). */
export function uploadErrorMessage(statusCode: string): string {
  switch (statusCode) {
    case '413':
      return 'Obrazek jest za duży dla serwera. Wybierz mniejszy plik.';
    case '415':
      return 'Serwer przyjmuje tylko obrazki PNG, JPG i WebP.';
    case '401':
    case '403':
      return 'Twoja sesja wygasła. Zaloguj się ponownie, aby dodać obrazek.';
    case '409':
      return 'Taki plik już istnieje. Wybierz obrazek jeszcze raz.';
    case 'network':
      return 'Przesyłanie obrazka przerwało się. Sprawdź połączenie i spróbuj ponownie.';
    default:
      return 'Nie udało się przesłać obrazka. Spróbuj ponownie za chwilę.';
  }
}

/** A refused moderation: the RPC raises Polish messages for what the admin can fix. */
export function moderationErrorMessage(error: ApiError): string {
  if (!error) return 'Nie udało się zapisać decyzji.';
  if (error.code === '42501') return 'Moderować mogą tylko administratorzy z aktywną weryfikacją dwuetapową. Zaloguj się ponownie.';
  if ((error.code === '22023' || error.code === 'P0002') && error.message) return error.message;
  if (!error.code) return 'Brak połączenia z serwerem. Spróbuj ponownie.';
  return `Nie udało się zapisać decyzji (${error.code}).`;
}
