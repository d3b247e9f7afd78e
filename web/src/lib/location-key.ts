import { useRouterState } from '@tanstack/react-router';

/**
 * The full address (path, query, hash) of the page, as a React key: a page keyed by it renders afresh when only its
 * token changes (a second e-mail link opened in the same tab) instead of keeping the state of the first.
 */
export function useLocationKey(): string {
  return useRouterState({ select: (state) => state.location.href });
}

/** `?token=…` of a page opened from an e-mail link; anything else (or over 500 characters) is dropped. */
export function parseTokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && search.token.length <= 500 ? { token: search.token } : {};
}
