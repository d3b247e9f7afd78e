import { describe, expect, test } from 'vitest';
import { slugFormatProblem, slugify } from './slug';

describe('slugify', () => {
  test('folds Polish letters, lower-cases and joins words with single hyphens', () => {
    expect(slugify('Źródła światła')).toBe('zrodla-swiatla');
    expect(slugify('Łódź, Żółć i gęś!')).toBe('lodz-zolc-i-ges');
    expect(slugify('  --ar 16:9 w Midjourney  ')).toBe('ar-16-9-w-midjourney');
    expect(slugify('DALL·E 3 → GPT Image')).toBe('dall-e-3-gpt-image');
  });

  test('gives an empty slug for a title without letters or digits', () => {
    expect(slugify('„…”')).toBe('');
  });

  test('cuts long titles at a word boundary within the database limit', () => {
    const slug = slugify('bardzo długi tytuł '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug.endsWith('-')).toBe(false);
  });

  test('every slug it makes passes the format check', () => {
    for (const title of ['Źródła światła', 'Ćma 2.0', 'A—B', 'ß and æ']) expect(slugFormatProblem(slugify(title))).toBeNull();
  });
});

describe('slugFormatProblem', () => {
  test('explains each kind of bad slug in Polish', () => {
    expect(slugFormatProblem('')).toMatch(/Podaj adres/);
    expect(slugFormatProblem('Zrodla')).toMatch(/małe litery/);
    expect(slugFormatProblem('źródła')).toMatch(/bez polskich znaków/);
    expect(slugFormatProblem('a--b')).toMatch(/pojedyncze myślniki/);
    expect(slugFormatProblem('-a')).not.toBeNull();
    expect(slugFormatProblem('a'.repeat(121))).toMatch(/120/);
    expect(slugFormatProblem('zrodla-swiatla')).toBeNull();
  });
});
