import { describe, expect, it } from 'vitest';
import { comparePolish, foldForSearch, indexLetterOf, polishAlphabet, sortPolish } from './polish-text';

describe('Polish collation', () => {
  it('puts letters with diacritics right after their base letters', () => {
    const words = ['źrebię', 'zebra', 'żaba', 'łąka', 'lody', 'mak', 'środa', 'sowa', 'tak', 'ąb', 'ab', 'b'];
    expect([...words].sort(comparePolish)).toEqual([
      'ab',
      'ąb',
      'b',
      'lody',
      'łąka',
      'mak',
      'sowa',
      'środa',
      'tak',
      'zebra',
      'źrebię',
      'żaba',
    ]);
  });

  it('sorts ź before ż at the end of the alphabet and ignores case', () => {
    expect(sortPolish(['Żuraw', 'zając', 'Źdźbło', 'Ziarno'], (word) => word)).toEqual(['zając', 'Ziarno', 'Źdźbło', 'Żuraw']);
  });

  it('sorts ó after o', () => {
    expect(['Próbnik', 'Prompt', 'Proporcje'].sort(comparePolish)).toEqual(['Prompt', 'Proporcje', 'Próbnik']);
  });

  it('keeps the index alphabet in collation order', () => {
    expect([...polishAlphabet].sort(comparePolish)).toEqual([...polishAlphabet]);
  });
});

// Each word: the index letter it is filed under (with its diacritic; digits and symbols under #) and its search form
// (no diacritics, ł included, no case; punctuation as single spaces).
describe.each([
  ['Źródło światła', 'Ź', 'zrodlo swiatla'],
  ['łączenie', 'Ł', 'laczenie'],
  ['ŁĄCZENIE ŻÓŁWI', 'Ł', 'laczenie zolwi'],
  ['Głębia ostrości', 'G', 'glebia ostrosci'],
  ['  CFG', 'C', 'cfg'],
  ['VAE', 'V', 'vae'],
  ['Text-to-image (T2I)', 'T', 'text to image t2i'],
  ['3D', '#', '3d'],
  ['--chaos', '#', 'chaos'],
  ['  --sref  ', '#', 'sref'],
])('%j', (word, letter, folded) => {
  it(`indexLetterOf files it under ${letter}`, () => {
    expect(indexLetterOf(word)).toBe(letter);
  });

  it(`foldForSearch makes it ${JSON.stringify(folded)}`, () => {
    expect(foldForSearch(word)).toBe(folded);
  });
});
