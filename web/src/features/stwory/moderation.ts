// Small rules of the moderation queue (/admin/stwory); its search params are in moderation-search.ts.
import type { ModerationFilter } from './moderation-search';

export const filterLabels: Record<ModerationFilter, string> = {
  pending: 'Czekające',
  approved: 'Zatwierdzone',
  rejected: 'Odrzucone',
  all: 'Wszystkie',
};

export const MODERATION_PAGE_SIZE = 20;
export const REASON_MIN = 3;
export const REASON_MAX = 500;

export function pageCount(total: number, pageSize = MODERATION_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The row range of a page for PostgREST's Range (inclusive). */
export function pageRange(page: number, pageSize = MODERATION_PAGE_SIZE): [number, number] {
  const first = (Math.max(1, page) - 1) * pageSize;
  return [first, first + pageSize - 1];
}

/** The problem with a rejection reason, or null (the database checks the same limits). */
export function validateReason(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed.length < REASON_MIN) return `Napisz autorowi, dlaczego odrzucasz (co najmniej ${REASON_MIN} znaki).`;
  if (trimmed.length > REASON_MAX) return `Powód może mieć najwyżej ${REASON_MAX} znaków.`;
  return null;
}

/** Selection after a page change or a decision: only ids still on screen stay selected. */
export function keepSelected(selected: ReadonlySet<string>, visibleIds: readonly string[]): Set<string> {
  return new Set(visibleIds.filter((id) => selected.has(id)));
}

const creatureForms = ['stwora', 'stwory', 'stworów'] as const;

/** "1 stwora", "3 stwory", "5 stworów" — the accusative after "zatwierdź"/"odrzuć". */
export function creaturesCount(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (count === 1) return `1 ${creatureForms[0]}`;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${count} ${creatureForms[1]}`;
  return `${count} ${creatureForms[2]}`;
}
