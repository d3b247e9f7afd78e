import { useEffect, useState } from 'react';
import { isSlugAvailable } from './api';
import { slugFormatProblem } from './slug';

export type SlugCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'invalid'; message: string }
  | { state: 'free' }
  | { state: 'taken'; message: string }
  | { state: 'error'; message: string };

/** Checks a slug while it is typed: its format at once, its availability in the database after a short pause. */
export function useSlugCheck(slug: string, postId: string, savedSlug: string, delayMs = 400): SlugCheck {
  const [check, setCheck] = useState<SlugCheck>({ state: 'idle' });

  useEffect(() => {
    const candidate = slug.trim();
    const problem = slugFormatProblem(candidate);
    if (problem) {
      setCheck({ state: 'invalid', message: problem });
      return;
    }
    if (candidate === savedSlug) {
      setCheck({ state: 'free' });
      return;
    }
    setCheck({ state: 'checking' });
    let current = true;
    const timer = setTimeout(() => {
      isSlugAvailable(candidate, postId).then(
        (available) => {
          if (!current) return;
          setCheck(
            available
              ? { state: 'free' }
              : { state: 'taken', message: `Adres „${candidate}” jest już zajęty przez inny artykuł. Wybierz inny.` },
          );
        },
        (error: unknown) => {
          if (current) setCheck({ state: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [slug, postId, savedSlug, delayMs]);

  return check;
}
