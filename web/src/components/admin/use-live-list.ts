import { useEffect, useRef, useState } from 'react';

/** What a live list is told: a change, and for a new row its id and how to announce it. */
export type LiveChange = { inserted?: { id: string; announcement: string } };

/**
 * An admin list that follows the database: `watch` subscribes (and returns its unsubscribe), every change reloads the
 * list through `onRefresh` (a short debounce merges bursts into one reload), and new rows are marked fresh and
 * announced to screen readers.
 */
export function useLiveList(watch: (onChange: (change: LiveChange) => void) => () => void, onRefresh: () => Promise<void> | void) {
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;
  // Subscribed once, on mount, with the first `watch`.
  const watchRef = useRef(watch);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = watchRef.current(({ inserted }) => {
      if (inserted) {
        setFresh((ids) => new Set(ids).add(inserted.id));
        setAnnouncement(inserted.announcement);
      }
      clearTimeout(timer);
      timer = setTimeout(() => void refreshRef.current(), 150);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);

  return { fresh, announcement };
}
