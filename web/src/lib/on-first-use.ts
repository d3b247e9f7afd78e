/**
 * A value made on first use. For Intl formatters and collators: building one (locale and time-zone data) costs
 * milliseconds, and made when their module loads, every page paid for all of them at its takeover, used or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
