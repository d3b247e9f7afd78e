/** URL key (no diacritics) → database category and its Polish label. */
export const uxCategories = {
  decyzje: { value: 'decyzje', label: 'Decyzje' },
  pamiec: { value: 'pamięć', label: 'Pamięć' },
  percepcja: { value: 'percepcja', label: 'Percepcja' },
  wydajnosc: { value: 'wydajność', label: 'Wydajność' },
  zasady: { value: 'zasady', label: 'Zasady projektowania' },
} as const;

export type UxCategoryKey = keyof typeof uxCategories;

export function parseUxCategory(raw: unknown): UxCategoryKey | undefined {
  return typeof raw === 'string' && Object.hasOwn(uxCategories, raw) ? (raw as UxCategoryKey) : undefined;
}

export function uxCategoryLabel(value: string): string {
  return Object.values(uxCategories).find((category) => category.value === value)?.label ?? value;
}
