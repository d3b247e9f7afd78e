import { useEffect, useState } from 'react';

export type FieldErrorMap<K extends PropertyKey> = Partial<Record<K, string | null | undefined>>;

/**
 * The errors to show after a value changed: only fields whose error is on screen are looked at again, with the
 * new values' errors; a fixed field's message goes at once, a still-wrong field's message follows what is typed,
 * and fields never complained about stay quiet until the next submit.
 */
export function followErrors<K extends PropertyKey>(shown: FieldErrorMap<K>, fresh: FieldErrorMap<K>): FieldErrorMap<K> {
  const next: FieldErrorMap<K> = {};
  let changed = false;
  for (const key of Object.keys(shown) as K[]) {
    if (!shown[key]) continue;
    if (fresh[key]) next[key] = fresh[key];
    if (fresh[key] !== shown[key]) changed = true;
  }
  // The same object when nothing changed, so React skips the re-render.
  return changed ? next : shown;
}

/**
 * The field errors on screen, following the values as followErrors says: `current` holds the errors of the values
 * as they are now; the setter puts a submit's errors on screen.
 */
export function useShownErrors<K extends PropertyKey>(current: FieldErrorMap<K>) {
  const [shown, setShown] = useState<FieldErrorMap<K>>({});
  const signature = JSON.stringify(current);
  useEffect(() => setShown((before) => followErrors(before, current)), [signature]);
  return [shown, setShown] as const;
}
