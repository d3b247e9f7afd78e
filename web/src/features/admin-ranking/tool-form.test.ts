import { describe, expect, test } from 'vitest';
import {
  decimalPlaces,
  emptyToolForm,
  parseDecimal,
  parseLines,
  slugFromName,
  toolToForm,
  validateToolForm,
  type ToolField,
  type ToolFormValues,
} from './tool-form';

const valid: ToolFormValues = {
  ...emptyToolForm,
  slug: 'nowe-narzedzie',
  name: 'Nowe Narzędzie',
  vendor: 'Żółw Studio',
  category: 'obrazy-i-wideo',
  score: '8,5',
  priceFromUsd: '9,99',
  pricingNote: 'Plan podstawowy.',
  hasFreeTier: true,
  commercialUse: 'warunkowo',
  licenceNote: 'Komercyjnie w planach płatnych.',
  polishSupport: 'pełne',
  strengths: 'szybkość\n\n  dobre kolory  \n',
  weaknesses: '',
  bestFor: 'szkiców',
  useCases: ['wideo', 'ilustracje'],
  url: 'https://example.com/narzedzie',
};

describe('validateToolForm', () => {
  test('a complete form becomes the row to save: trimmed text, numbers, lists, use cases in the checkbox order', () => {
    const { errors, payload } = validateToolForm(valid);
    expect(errors).toEqual({});
    expect(payload).toEqual({
      slug: 'nowe-narzedzie',
      name: 'Nowe Narzędzie',
      vendor: 'Żółw Studio',
      category: 'obrazy-i-wideo',
      score: 8.5,
      price_from_usd: 9.99,
      pricing_note: 'Plan podstawowy.',
      has_free_tier: true,
      commercial_use: 'warunkowo',
      licence_note: 'Komercyjnie w planach płatnych.',
      polish_support: 'pełne',
      strengths: ['szybkość', 'dobre kolory'],
      weaknesses: [],
      best_for: 'szkiców',
      use_cases: ['ilustracje', 'wideo'],
      url: 'https://example.com/narzedzie',
    });
  });

  test('an empty price means no subscription (null)', () => {
    expect(validateToolForm({ ...valid, priceFromUsd: '  ' }).payload?.price_from_usd).toBeNull();
  });

  test('an empty form names every required field in Polish and returns nothing to save', () => {
    const { errors, payload } = validateToolForm({ ...emptyToolForm, url: '' });
    expect(payload).toBeUndefined();
    expect(errors.slug).toBe('Podaj adres (slug) narzędzia.');
    expect(errors.name).toBe('Uzupełnij pole „Nazwa”.');
    expect(errors.vendor).toBe('Uzupełnij pole „Producent”.');
    expect(errors.score).toBe('Podaj ocenę od 0 do 10.');
    expect(errors.pricingNote).toBe('Uzupełnij pole „Co obejmuje cena”.');
    expect(errors.licenceNote).toBe('Uzupełnij pole „Licencja”.');
    expect(errors.bestFor).toBe('Uzupełnij pole „Najlepsze do”.');
    expect(errors.url).toMatch(/https:\/\//);
    expect(errors.priceFromUsd).toBeUndefined();
  });

  test.each<[ToolField, Partial<ToolFormValues>, RegExp]>([
    ['slug', { slug: 'Duże-Litery' }, /małe litery/],
    ['slug', { slug: 'zażółć' }, /bez polskich znaków/],
    ['slug', { slug: 'a'.repeat(81) }, /najwyżej 80/],
    ['score', { score: '10,5' }, /od 0 do 10/],
    ['score', { score: '-1' }, /od 0 do 10/],
    ['score', { score: '8,25' }, /jedno miejsce po przecinku/],
    ['score', { score: 'osiem' }, /od 0 do 10/],
    ['priceFromUsd', { priceFromUsd: '-5' }, /nieujemna/],
    ['priceFromUsd', { priceFromUsd: '9,999' }, /dwa miejsca/],
    ['category', { category: 'audio' }, /kategorię/],
    ['commercialUse', { commercialUse: 'może' }, /komercyjnie/],
    ['polishSupport', { polishSupport: 'pelne' }, /polskiego/],
    ['useCases', { useCases: ['muzyka'] }, /zastosowania/],
    ['url', { url: 'http://example.com' }, /https:\/\//],
    ['url', { url: 'https://' }, /https:\/\//],
    ['strengths', { strengths: Array.from({ length: 11 }, (_, i) => `zaleta ${i}`).join('\n') }, /najwyżej 10 pozycji/],
    ['name', { name: 'x'.repeat(121) }, /najwyżej 120 znaków \(jest 121\)/],
  ])('%s: %j is refused', (field, change, message) => {
    const { errors, payload } = validateToolForm({ ...valid, ...change });
    expect(payload).toBeUndefined();
    expect(errors[field]).toMatch(message);
    expect(Object.keys(errors)).toEqual([field]);
  });

  test('a saved tool shown in the form and validated again gives the same row', () => {
    const { payload } = validateToolForm(valid);
    expect(validateToolForm(toolToForm(payload!)).payload).toEqual(payload);
    expect(toolToForm(payload!).score).toBe('8,5');
  });
});

describe('helpers', () => {
  test('slugFromName folds Polish letters and punctuation', () => {
    expect(slugFromName('Łódź Studio 2')).toBe('lodz-studio-2');
    expect(slugFromName('  GPT Image (ChatGPT) ')).toBe('gpt-image-chatgpt');
    expect(slugFromName('Żółć & Gęś — AI')).toBe('zolc-ges-ai');
    expect(slugFromName('DALL·E 3')).toBe('dall-e-3');
  });

  test('parseDecimal accepts a comma or a dot and nothing else', () => {
    expect(parseDecimal('9,5')).toBe(9.5);
    expect(parseDecimal(' 10.25 ')).toBe(10.25);
    expect(parseDecimal('1 000')).toBe(1000);
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('-1')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });

  test('decimalPlaces counts digits after the separator as typed', () => {
    expect(decimalPlaces('9,99')).toBe(2);
    expect(decimalPlaces('9.5')).toBe(1);
    expect(decimalPlaces('10')).toBe(0);
  });

  test('parseLines drops empty lines and trims', () => {
    expect(parseLines(' a \n\n b\r\n')).toEqual(['a', 'b']);
  });
});
