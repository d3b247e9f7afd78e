import { useSearch } from '@tanstack/react-router';

/** Search params shared by the auth pages: where to go afterwards, and why the person landed here. */
export type AuthSearch = { redirect?: string; powod?: AuthReason };

export const authReasons = {
  'sesja-wygasla': 'Twoja sesja wygasła. Zaloguj się ponownie.',
  wylogowano: 'Wylogowano. Do zobaczenia!',
  'haslo-zmienione': 'Hasło zostało zmienione. Zaloguj się nowym hasłem.',
} as const;

export type AuthReason = keyof typeof authReasons;

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const result: AuthSearch = {};
  if (typeof search.redirect === 'string' && search.redirect.length <= 2000) result.redirect = search.redirect;
  if (typeof search.powod === 'string' && search.powod in authReasons) result.powod = search.powod as AuthReason;
  return result;
}

export function siteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** The auth search params of the page (each auth route validates them with validateAuthSearch). */
export function useAuthSearch(): AuthSearch {
  const { redirect, powod } = useSearch({ strict: false });
  return { redirect, powod };
}
