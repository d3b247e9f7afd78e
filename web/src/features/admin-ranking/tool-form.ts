import { slugFromText, slugProblem } from '../../lib/slug';
import type { Database } from '../../lib/database.types';

type ToolRow = Database['public']['Tables']['ai_tools']['Row'];

/** The columns the form edits; position is set on /admin/reorder and logo_path by the logo upload. */
export type ToolPayload = Pick<
  ToolRow,
  | 'slug'
  | 'name'
  | 'vendor'
  | 'category'
  | 'score'
  | 'price_from_usd'
  | 'pricing_note'
  | 'has_free_tier'
  | 'commercial_use'
  | 'licence_note'
  | 'polish_support'
  | 'strengths'
  | 'weaknesses'
  | 'best_for'
  | 'use_cases'
  | 'url'
>;

/** What the inputs hold: text as typed, lists one item per line. */
export type ToolFormValues = {
  slug: string;
  name: string;
  vendor: string;
  category: string;
  score: string;
  priceFromUsd: string;
  pricingNote: string;
  hasFreeTier: boolean;
  commercialUse: string;
  licenceNote: string;
  polishSupport: string;
  strengths: string;
  weaknesses: string;
  bestFor: string;
  useCases: string[];
  url: string;
};

export type ToolField = keyof ToolFormValues;
export type ToolFormErrors = Partial<Record<ToolField, string>>;

// The same values as the database checks in 20261122120000_ai_tools_ranking.sql.
export const toolCategories = [
  { value: 'obrazy', label: 'Obrazy' },
  { value: 'wideo', label: 'Wideo' },
  { value: 'obrazy-i-wideo', label: 'Obrazy i wideo' },
] as const;

export const commercialUseOptions = [
  { value: 'tak', label: 'Tak — bez szczególnych warunków' },
  { value: 'warunkowo', label: 'Warunkowo' },
  { value: 'nie', label: 'Nie' },
] as const;

export const polishSupportOptions = [
  { value: 'pełne', label: 'Pełne' },
  { value: 'częściowe', label: 'Częściowe' },
  { value: 'brak', label: 'Brak' },
] as const;

export const useCaseOptions = [
  { value: 'ilustracje', label: 'Ilustracje' },
  { value: 'fotografia', label: 'Fotografia' },
  { value: 'tekst', label: 'Tekst na obrazach' },
  { value: 'wektory', label: 'Wektory' },
  { value: 'edycja', label: 'Edycja zdjęć' },
  { value: 'wideo', label: 'Wideo' },
] as const;

export const toolSlugMaxLength = 80;
const shortTextMax = 120;
const longTextMax = 1000;
const listItemMax = 200;
const listMaxItems = 10;

export const emptyToolForm: ToolFormValues = {
  slug: '',
  name: '',
  vendor: '',
  category: 'obrazy',
  score: '',
  priceFromUsd: '',
  pricingNote: '',
  hasFreeTier: false,
  commercialUse: 'tak',
  licenceNote: '',
  polishSupport: 'częściowe',
  strengths: '',
  weaknesses: '',
  bestFor: '',
  useCases: [],
  url: 'https://',
};

/** "12.5" → "12,5": the form shows Polish decimal commas. */
const decimalText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export function toolToForm(tool: ToolPayload): ToolFormValues {
  return {
    slug: tool.slug,
    name: tool.name,
    vendor: tool.vendor,
    category: tool.category,
    score: decimalText(tool.score),
    priceFromUsd: decimalText(tool.price_from_usd),
    pricingNote: tool.pricing_note,
    hasFreeTier: tool.has_free_tier,
    commercialUse: tool.commercial_use,
    licenceNote: tool.licence_note,
    polishSupport: tool.polish_support,
    strengths: tool.strengths.join('\n'),
    weaknesses: tool.weaknesses.join('\n'),
    bestFor: tool.best_for,
    useCases: [...tool.use_cases],
    url: tool.url,
  };
}

/** A URL slug from a (Polish) name: "Łódź Studio 2" → "lodz-studio-2". */
export const slugFromName = (name: string) => slugFromText(name, toolSlugMaxLength);

/** Accepts "9,5" and "9.5"; null for anything that is not a plain decimal number. */
export function parseDecimal(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

/** Digits after the decimal separator of a number as typed ("9,99" → 2). */
export function decimalPlaces(text: string): number {
  const match = /[.,](\d*)\s*$/.exec(text.trim());
  return match ? match[1]!.length : 0;
}

/** One list item per non-empty line, trimmed. */
export function parseLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function requiredText(value: string, label: string, max: number): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 0) return `Uzupełnij pole „${label}”.`;
  if (trimmed.length > max) return `Pole „${label}” może mieć najwyżej ${max} znaków (jest ${trimmed.length}).`;
  return undefined;
}

function listProblem(items: string[], label: string): string | undefined {
  if (items.length > listMaxItems) return `Pole „${label}” może mieć najwyżej ${listMaxItems} pozycji (jest ${items.length}).`;
  const tooLong = items.find((item) => item.length > listItemMax);
  if (tooLong) return `Każda pozycja pola „${label}” może mieć najwyżej ${listItemMax} znaków.`;
  return undefined;
}

export const toolSlugProblem = (slug: string) =>
  slugProblem(slug, { maxLength: toolSlugMaxLength, missing: 'Podaj adres (slug) narzędzia.', example: 'adobe-firefly' });

const oneOf = (value: string, options: readonly { value: string }[]) => options.some((option) => option.value === value);

/**
 * Checks the form the way the database will (ai_tools constraints) and says what to fix in Polish, per field.
 * Returns the row to save only when there is nothing to fix.
 */
export function validateToolForm(values: ToolFormValues): { errors: ToolFormErrors; payload?: ToolPayload } {
  const errors: ToolFormErrors = {};
  const slug = values.slug.trim();
  errors.slug = toolSlugProblem(slug);
  errors.name = requiredText(values.name, 'Nazwa', shortTextMax);
  errors.vendor = requiredText(values.vendor, 'Producent', shortTextMax);
  if (!oneOf(values.category, toolCategories)) errors.category = 'Wybierz kategorię z listy.';

  const score = parseDecimal(values.score);
  if (values.score.trim() === '') errors.score = 'Podaj ocenę od 0 do 10.';
  else if (score === null || score > 10) errors.score = 'Ocena to liczba od 0 do 10, np. 8,5.';
  else if (decimalPlaces(values.score) > 1) errors.score = 'Ocena może mieć najwyżej jedno miejsce po przecinku.';

  const priceText = values.priceFromUsd.trim();
  const price = priceText === '' ? null : parseDecimal(priceText);
  if (priceText !== '' && price === null) errors.priceFromUsd = 'Cena to liczba nieujemna w dolarach, np. 9,99 — albo zostaw pole puste.';
  else if (price !== null && price >= 1_000_000) errors.priceFromUsd = 'Cena musi być mniejsza niż 1 000 000 USD.';
  else if (price !== null && decimalPlaces(priceText) > 2) errors.priceFromUsd = 'Cena może mieć najwyżej dwa miejsca po przecinku.';

  errors.pricingNote = requiredText(values.pricingNote, 'Co obejmuje cena', longTextMax);
  if (!oneOf(values.commercialUse, commercialUseOptions)) errors.commercialUse = 'Wybierz, czy wolno używać komercyjnie.';
  errors.licenceNote = requiredText(values.licenceNote, 'Licencja', longTextMax);
  if (!oneOf(values.polishSupport, polishSupportOptions)) errors.polishSupport = 'Wybierz poziom obsługi języka polskiego.';

  const strengths = parseLines(values.strengths);
  const weaknesses = parseLines(values.weaknesses);
  errors.strengths = listProblem(strengths, 'Mocne strony');
  errors.weaknesses = listProblem(weaknesses, 'Słabe strony');
  errors.bestFor = requiredText(values.bestFor, 'Najlepsze do', longTextMax);
  if (values.useCases.some((useCase) => !oneOf(useCase, useCaseOptions))) errors.useCases = 'Wybierz zastosowania z listy.';

  const url = values.url.trim();
  if (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(url))
    errors.url = 'Podaj pełny adres strony zaczynający się od https://, np. https://www.midjourney.com.';
  else if (url.length > 300) errors.url = 'Adres strony może mieć najwyżej 300 znaków.';

  const problems = Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as ToolFormErrors;
  if (Object.keys(problems).length > 0) return { errors: problems };
  return {
    errors: {},
    payload: {
      slug,
      name: values.name.trim(),
      vendor: values.vendor.trim(),
      category: values.category,
      score: score!,
      price_from_usd: price,
      pricing_note: values.pricingNote.trim(),
      has_free_tier: values.hasFreeTier,
      commercial_use: values.commercialUse,
      licence_note: values.licenceNote.trim(),
      polish_support: values.polishSupport,
      strengths,
      weaknesses,
      best_for: values.bestFor.trim(),
      // Keep the checkbox order stable, whatever order they were ticked in.
      use_cases: useCaseOptions.map((option) => option.value).filter((value) => values.useCases.includes(value)),
      url,
    },
  };
}
