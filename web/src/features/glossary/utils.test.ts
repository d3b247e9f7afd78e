import { describe, expect, it } from 'vitest';
import { firstSentence, groupByLetter, letterAnchor, searchGlossary, termOfTheDay } from './utils';

const term = (name: string, alias: string | null = null, definition = 'Definicja.') => ({
  term: name,
  also_known_as: alias,
  definition,
});

const glossary = [
  term('Źródło światła', 'light source', 'Miejsce, z którego pada światło w scenie.'),
  term('Ziarno (seed)', 'seed', 'Liczba inicjująca szum.'),
  term('Światłocień', 'chiaroscuro', 'Kontrast jasnych i ciemnych partii.'),
  term('Szum', 'noise', 'Losowe wartości, od których zaczyna się generowanie.'),
  term('Łączenie obrazów (blend)', null, 'Mieszanie kilku obrazów.'),
  term('LoRA', 'Low-Rank Adaptation', 'Metoda dostrajania.'),
  term('Autoenkoder wariacyjny (VAE)', 'Variational Autoencoder', 'Kompresuje obraz do przestrzeni ukrytej.'),
  term('AI Act', null, 'Rozporządzenie UE.'),
  term('Przestrzeń ukryta (latent space)', 'latent space', 'Skompresowana reprezentacja obrazów.'),
  term('Żurnal', null, 'Test.'),
];

describe('searchGlossary', () => {
  it('finds terms without typing diacritics, whatever the case', () => {
    expect(searchGlossary(glossary, 'zrodlo').map((entry) => entry.term)).toEqual(['Źródło światła']);
    expect(searchGlossary(glossary, 'ŹRÓDŁO').map((entry) => entry.term)).toEqual(['Źródło światła']);
    expect(searchGlossary(glossary, 'laczenie').map((entry) => entry.term)).toEqual(['Łączenie obrazów (blend)']);
  });

  it('ranks name matches before alias and definition matches', () => {
    expect(searchGlossary(glossary, 'swiatl').map((entry) => entry.term)).toEqual(['Światłocień', 'Źródło światła']);
    expect(searchGlossary(glossary, 'latent').map((entry) => entry.term)).toEqual(['Przestrzeń ukryta (latent space)']);
    expect(searchGlossary(glossary, 'noise').map((entry) => entry.term)).toEqual(['Szum']);
    expect(searchGlossary(glossary, 'szum').map((entry) => entry.term)).toEqual(['Szum', 'Ziarno (seed)']);
  });

  it('requires every word of the query', () => {
    expect(searchGlossary(glossary, 'przestrzen obraz').map((entry) => entry.term)).toEqual([
      'Przestrzeń ukryta (latent space)',
      'Autoenkoder wariacyjny (VAE)',
    ]);
    expect(searchGlossary(glossary, 'nie ma takiego')).toEqual([]);
  });

  it('returns everything in Polish order for an empty query', () => {
    expect(searchGlossary(glossary, '  ').map((entry) => entry.term)).toEqual([
      'AI Act',
      'Autoenkoder wariacyjny (VAE)',
      'LoRA',
      'Łączenie obrazów (blend)',
      'Przestrzeń ukryta (latent space)',
      'Szum',
      'Światłocień',
      'Ziarno (seed)',
      'Źródło światła',
      'Żurnal',
    ]);
  });
});

describe('groupByLetter', () => {
  it('groups under Polish letters in A–Ż order', () => {
    const groups = groupByLetter(glossary);
    expect(groups.map((group) => group.letter)).toEqual(['A', 'L', 'Ł', 'P', 'S', 'Ś', 'Z', 'Ź', 'Ż']);
    expect(groups[0]!.terms.map((entry) => entry.term)).toEqual(['AI Act', 'Autoenkoder wariacyjny (VAE)']);
  });

  it('gives every letter a distinct anchor', () => {
    expect(letterAnchor('Ź')).toBe('litera-ź');
    expect(letterAnchor('Z')).not.toBe(letterAnchor('Ż'));
  });
});

describe('firstSentence', () => {
  it('cuts at the end of the first sentence, not at abbreviations followed by lower case', () => {
    expect(firstSentence('Liczba kroków. Więcej daje więcej detali.')).toBe('Liczba kroków.');
    expect(firstSentence('Model m.in. do zdjęć, np. portretów. Drugie zdanie.')).toBe('Model m.in. do zdjęć, np. portretów.');
    expect(firstSentence('Jedno zdanie bez kropki')).toBe('Jedno zdanie bez kropki');
  });
});

describe('termOfTheDay', () => {
  const terms = ['a', 'b', 'c'];

  it('stays the same through a Warsaw day and changes at its midnight', () => {
    const morning = termOfTheDay(terms, new Date('2026-11-22T06:00:00Z'));
    expect(termOfTheDay(terms, new Date('2026-11-22T22:59:00Z'))).toBe(morning);
    // 23:00 UTC is already midnight in Warsaw (CET).
    expect(termOfTheDay(terms, new Date('2026-11-22T23:00:00Z'))).not.toBe(morning);
  });

  it('handles an empty glossary', () => {
    expect(termOfTheDay([], new Date())).toBeUndefined();
  });
});
