import { NAME_MAX, defaultParts, parseParts, type CreatureParts } from './creature';

const DRAFT_KEY = 'obrazy-ai:stwor-szkic';

export type Draft = { name: string; parts: CreatureParts };

/** The draft survives a trip to /login and back (sessionStorage, this tab only). */
export function loadDraft(): Draft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as { name?: unknown; parts?: unknown } | null;
    const parts = parseParts(stored?.parts);
    if (stored && parts) return { name: typeof stored.name === 'string' ? stored.name.slice(0, NAME_MAX) : '', parts };
  } catch {
    // Storage unavailable or a broken draft: start fresh.
  }
  return { name: '', parts: defaultParts };
}

/** Keeps the draft for this tab; in private mode without storage it just does not survive a reload. */
export function saveDraft(draft: Draft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // No storage: nothing to keep it in.
  }
}
