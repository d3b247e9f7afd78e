import { useEffect, useRef, useState } from 'react';

export type SlugAvailability = 'checking' | 'free' | 'taken' | 'unknown';

/**
 * Whether `slug` is taken, checked while it is typed (debounced); null when there is nothing to check (`skip`: an
 * invalid format, or the record's own saved slug). The answer always belongs to the current slug. The database's
 * unique constraint stays the final word at save time.
 */
export function useSlugTaken(
  slug: string,
  { skip, isTaken, delayMs = 300 }: { skip: boolean; isTaken: (slug: string) => Promise<boolean>; delayMs?: number },
): SlugAvailability | null {
  const [answer, setAnswer] = useState<{ slug: string; state: SlugAvailability } | null>(null);
  // The latest lookup, without making every render (a new closure) restart the check.
  const lookup = useRef(isTaken);
  lookup.current = isTaken;

  useEffect(() => {
    if (skip) {
      setAnswer(null);
      return;
    }
    let cancelled = false;
    setAnswer({ slug, state: 'checking' });
    const timer = setTimeout(() => {
      lookup.current(slug).then(
        (taken) => !cancelled && setAnswer({ slug, state: taken ? 'taken' : 'free' }),
        () => !cancelled && setAnswer({ slug, state: 'unknown' }),
      );
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [slug, skip, delayMs]);

  return answer?.slug === slug ? answer.state : null;
}
