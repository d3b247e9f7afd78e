import { describe, expect, test } from 'vitest';
import { slugFromText, slugPattern, slugProblem } from './slug';

const rules = { maxLength: 10, missing: 'Podaj adres.', example: 'dobry-adres' };

describe('slugProblem', () => {
  test.each([
    ['', 'Podaj adres.'],
    ['a'.repeat(11), 'Adres może mieć najwyżej 10 znaków.'],
    ['Duze', 'Adres może zawierać tylko małe litery bez polskich znaków, cyfry i pojedyncze myślniki (np. „dobry-adres”).'],
    ['źle', expect.stringContaining('bez polskich znaków')],
    ['a--b', expect.stringContaining('pojedyncze myślniki')],
    ['-a', expect.stringContaining('pojedyncze myślniki')],
  ])('%j is refused', (slug, message) => {
    expect(slugProblem(slug, rules)).toEqual(message);
  });

  test('a slug in the format and within the length passes', () => {
    expect(slugProblem('a-1-b', rules)).toBeUndefined();
    expect(slugProblem('a'.repeat(10), rules)).toBeUndefined();
  });
});

test('slugFromText folds Polish letters, drops punctuation, joins words and keeps the limit', () => {
  expect(slugFromText('Źródło światła (oświetlenie)', 120)).toBe('zrodlo-swiatla-oswietlenie');
  expect(slugFromText('bardzo długi tytuł', 8)).toBe('bardzo-d');
  expect(slugFromText('bardzo długi', 7)).toBe('bardzo');
  expect(slugPattern.test(slugFromText('  Żółć & Gęś — AI ', 120))).toBe(true);
});
