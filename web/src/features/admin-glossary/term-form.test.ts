import { describe, expect, test } from 'vitest';
import {
  emptyTermForm,
  relatedTermOptions,
  slugFromTerm,
  termToForm,
  validateTermForm,
  type TermField,
  type TermFormValues,
} from './term-form';

const valid: TermFormValues = {
  slug: 'glebia-ostrosci',
  term: '  Głębia ostrości ',
  alsoKnownAs: 'depth of field',
  definition: 'Zakres odległości, w którym obraz jest ostry.',
  example: '',
  relatedTerms: ['bokeh', 'fotorealizm'],
  relatedPosts: 'jak-pisac-prompty\n\njak-pisac-prompty, fotografia-ai',
};

describe('validateTermForm', () => {
  test('a complete form becomes the row to save', () => {
    expect(validateTermForm(valid)).toEqual({
      errors: {},
      payload: {
        slug: 'glebia-ostrosci',
        term: 'Głębia ostrości',
        also_known_as: 'depth of field',
        definition: 'Zakres odległości, w którym obraz jest ostry.',
        example: null,
        related_terms: ['bokeh', 'fotorealizm'],
        related_posts: ['jak-pisac-prompty', 'fotografia-ai'],
      },
    });
  });

  test('an empty form names the required fields', () => {
    const { errors, payload } = validateTermForm(emptyTermForm);
    expect(payload).toBeUndefined();
    expect(errors).toEqual({
      slug: 'Podaj adres (slug) pojęcia.',
      term: 'Uzupełnij pole „Pojęcie”.',
      definition: 'Uzupełnij pole „Definicja”.',
    });
  });

  test.each<[TermField, Partial<TermFormValues>, RegExp]>([
    ['slug', { slug: 'Głębia' }, /bez polskich znaków/],
    ['slug', { slug: 'a--b' }, /pojedyncze myślniki/],
    ['term', { term: 'x'.repeat(151) }, /najwyżej 150 znaków/],
    ['definition', { definition: '   ' }, /Uzupełnij pole „Definicja”/],
    ['relatedTerms', { relatedTerms: ['glebia-ostrosci'] }, /samo ze sobą/],
    ['relatedTerms', { relatedTerms: ['bokeh', 'bokeh'] }, /tylko raz/],
    ['relatedTerms', { relatedTerms: Array.from({ length: 13 }, (_, i) => `pojecie-${i}`) }, /najwyżej 12/],
    ['relatedPosts', { relatedPosts: 'Zły Adres' }, /„Zły” nie jest adresem artykułu/],
  ])('%s: %j is refused', (field, change, message) => {
    const { errors, payload } = validateTermForm({ ...valid, ...change });
    expect(payload).toBeUndefined();
    expect(errors[field]).toMatch(message);
    expect(Object.keys(errors)).toEqual([field]);
  });

  test('a saved term shown in the form and validated again gives the same row', () => {
    const { payload } = validateTermForm(valid);
    expect(validateTermForm(termToForm(payload!)).payload).toEqual(payload);
  });
});

test('slugFromTerm', () => {
  expect(slugFromTerm('Głębia ostrości')).toBe('glebia-ostrosci');
  expect(slugFromTerm('IP-Adapter')).toBe('ip-adapter');
  expect(slugFromTerm('Źródło światła (oświetlenie)')).toBe('zrodlo-swiatla-oswietlenie');
  expect(slugFromTerm('Tryb raw (--style raw)')).toBe('tryb-raw-style-raw');
});

describe('relatedTermOptions', () => {
  const all = [
    { slug: 'zrodlo-swiatla', term: 'Źródło światła' },
    { slug: 'znak-wodny', term: 'Znak wodny' },
    { slug: 'laczenie-obrazow', term: 'Łączenie obrazów' },
    { slug: 'lora', term: 'LoRA' },
    { slug: 'ai-act', term: 'AI Act' },
  ];

  test('Polish alphabetical order, without the term itself and the chosen ones', () => {
    expect(relatedTermOptions(all, 'ai-act', ['znak-wodny'], '').map((option) => option.term)).toEqual([
      'LoRA',
      'Łączenie obrazów',
      'Źródło światła',
    ]);
  });

  test('the filter ignores case and diacritics and also matches slugs', () => {
    expect(relatedTermOptions(all, '', [], 'zrodlo').map((option) => option.slug)).toEqual(['zrodlo-swiatla']);
    expect(relatedTermOptions(all, '', [], 'ŁĄCZ').map((option) => option.slug)).toEqual(['laczenie-obrazow']);
    expect(relatedTermOptions(all, '', [], 'znak wod').map((option) => option.slug)).toEqual(['znak-wodny']);
  });
});
