import { useState } from 'react';
import { AdminApiError } from '../api';
import { fetchMediaLibrary, type MediaItem, type MediaUsage } from '../media-api';

export type Library =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; items: MediaItem[]; usages: Map<string, MediaUsage[]> };

/** A failure as the library shows it: the API's own message, else what failed and why. */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof AdminApiError ? error.message : `${fallback}: ${error instanceof Error ? error.message : String(error)}`;

/** The media library's list and where each image is used: loaded on demand, kept current after an add or a delete. */
export function useMediaLibrary() {
  const [library, setLibrary] = useState<Library>({ state: 'loading' });
  const load = async () => {
    try {
      const { items, usages } = await fetchMediaLibrary();
      setLibrary({ state: 'ready', items, usages });
    } catch (error) {
      setLibrary({ state: 'error', message: errorText(error, 'Nie udało się wczytać biblioteki mediów') });
    }
  };
  const added = (item: MediaItem) =>
    setLibrary((current) =>
      current.state === 'ready' ? { ...current, items: [item, ...current.items] } : { state: 'ready', items: [item], usages: new Map() },
    );
  const removed = (id: string) =>
    setLibrary((current) => (current.state === 'ready' ? { ...current, items: current.items.filter((item) => item.id !== id) } : current));
  return { library, load, added, removed };
}
