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

describe('indexLetterOf', () => {
  it('files words under their first letter with its diacritic', () => {
    expect(indexLetterOf('Źródło światła')).toBe('Ź');
    expect(indexLetterOf('łączenie')).toBe('Ł');
    expect(indexLetterOf('  CFG')).toBe('C');
    expect(indexLetterOf('VAE')).toBe('V');
  });

  it('files digits and symbols under #', () => {
    expect(indexLetterOf('3D')).toBe('#');
    expect(indexLetterOf('--chaos')).toBe('#');
  });
});

describe('foldForSearch', () => {
  it('removes diacritics and case, including ł', () => {
    expect(foldForSearch('Źródło światła')).toBe('zrodlo swiatla');
    expect(foldForSearch('ŁĄCZENIE ŻÓŁWI')).toBe('laczenie zolwi');
    expect(foldForSearch('Głębia ostrości')).toBe('glebia ostrosci');
  });

  it('turns punctuation into single spaces', () => {
    expect(foldForSearch('Text-to-image (T2I)')).toBe('text to image t2i');
    expect(foldForSearch('  --sref  ')).toBe('sref');
  });
});
