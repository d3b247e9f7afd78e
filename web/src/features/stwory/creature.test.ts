import { describe, expect, test } from 'vitest';
import {
  accessoryKinds,
  bodyShapes,
  creatureColors,
  creatureImagePath,
  defaultParts,
  describeCreature,
  eyeStyles,
  mouthStyles,
  parseParts,
  toggleAccessory,
  validateCreature,
  validateCreatureImage,
  type CreatureParts,
} from './creature';

const parts = (overrides: Partial<CreatureParts> = {}): CreatureParts => ({ ...defaultParts, ...overrides });

describe('parseParts', () => {
  test('accepts every combination the editor can produce', () => {
    for (const body of bodyShapes)
      for (const eyes of eyeStyles)
        for (const mouth of mouthStyles) expect(parseParts(parts({ body, eyes, mouth, accessories: ['hat', 'scarf'] }))).not.toBeNull();
  });

  test('refuses what the database refuses', () => {
    const bad: unknown[] = [
      null,
      'round',
      [],
      { ...defaultParts, body: 'dragon' },
      { ...defaultParts, eyes: 3 },
      { ...defaultParts, bodyColor: 'red' },
      { ...defaultParts, accentColor: '#FFFFFF' }, // the database stores lower case only
      { ...defaultParts, accessories: ['hat', 'hat'] },
      { ...defaultParts, accessories: ['hat', 'bow', 'crown', 'scarf'] },
      { ...defaultParts, accessories: 'hat' },
      { body: 'round', eyes: 'round', mouth: 'smile', bodyColor: '#000000', accentColor: '#ffffff' },
    ];
    for (const value of bad) expect(parseParts(value), JSON.stringify(value)).toBeNull();
  });

  test('reads only the known keys (the database refuses rows with others)', () => {
    expect(parseParts({ ...defaultParts, onload: 'alert(1)' })).toEqual(defaultParts);
  });
});

describe('toggleAccessory', () => {
  test('adds in the editor order, removes, and stops at three', () => {
    let chosen = toggleAccessory([], 'scarf');
    chosen = toggleAccessory(chosen, 'hat');
    expect(chosen).toEqual(['hat', 'scarf']);
    chosen = toggleAccessory(chosen, 'glasses');
    expect(chosen).toEqual(['hat', 'glasses', 'scarf']);
    expect(toggleAccessory(chosen, 'crown')).toEqual(chosen);
    expect(toggleAccessory(chosen, 'hat')).toEqual(['glasses', 'scarf']);
    expect(accessoryKinds).toHaveLength(7);
  });
});

describe('validateCreature', () => {
  test('a named default creature is valid', () => {
    expect(validateCreature({ name: 'Żużelek', parts: defaultParts })).toEqual({});
  });

  test('names: required, 2–40 characters, letters with Polish diacritics, no markup', () => {
    expect(validateCreature({ name: '   ', parts: defaultParts }).name).toBe('Nadaj stworowi imię.');
    expect(validateCreature({ name: 'A', parts: defaultParts }).name).toBe('Imię musi mieć co najmniej 2 znaki.');
    expect(validateCreature({ name: 'x'.repeat(41), parts: defaultParts }).name).toBe('Imię może mieć najwyżej 40 znaków.');
    expect(validateCreature({ name: '<b>Zły</b>', parts: defaultParts }).name).toMatch(/^Imię może zawierać/);
    expect(validateCreature({ name: 'Pan Ćma-Łoś 2!', parts: defaultParts }).name).toBeUndefined();
  });

  test('colours must come from the palette and differ', () => {
    expect(validateCreature({ name: 'Kolor', parts: parts({ bodyColor: '#123456' }) }).bodyColor).toBe('Wybierz kolor ciała z palety.');
    expect(validateCreature({ name: 'Kolor', parts: parts({ accentColor: defaultParts.bodyColor }) }).accentColor).toMatch(/zniknie/);
  });

  test('unknown parts are reported', () => {
    const broken = { ...defaultParts, body: 'dragon' } as unknown as CreatureParts;
    expect(validateCreature({ name: 'Smok', parts: broken }).parts).toMatch(/nie umiemy narysować/);
  });
});

describe('describeCreature', () => {
  test('a Polish sentence with shape, colours, eyes, mouth and accessories', () => {
    expect(describeCreature(parts({ accessories: ['hat', 'glasses', 'scarf'] }))).toBe(
      'Stwór okrągły, miętowy, z jasnomiętowym brzuszkiem. Ma dwoje okrągłych oczu i uśmiech; dodatki: cylinder, okulary i szalik.',
    );
    expect(describeCreature(parts({ body: 'ghost', eyes: 'cyclops', mouth: 'tongue', accessories: ['crown'] }))).toBe(
      'Stwór duszkowaty, miętowy, z jasnomiętowym brzuszkiem. Ma jedno wielkie oko i wystawiony język; dodatki: korona.',
    );
  });

  test('colours outside the palette are named by their code', () => {
    expect(describeCreature(parts({ bodyColor: '#123456', accentColor: '#abcdef' }))).toMatch(
      /^Stwór okrągły, w kolorze #123456, z brzuszkiem w kolorze #abcdef\./,
    );
  });

  test('every palette colour has a name and an instrumental form', () => {
    for (const color of creatureColors) {
      expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(color.instrumental).toMatch(/(ym|im)$/);
    }
    expect(new Set(creatureColors.map((color) => color.hex)).size).toBe(creatureColors.length);
  });
});

describe('images', () => {
  test('PNG, JPG or WebP up to 5 MB', () => {
    expect(validateCreatureImage({ type: 'image/png', size: 1000 })).toBeNull();
    expect(validateCreatureImage({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(validateCreatureImage({ type: 'image/svg+xml', size: 1000 })).toBe('Dodaj obrazek PNG, JPG albo WebP.');
    expect(validateCreatureImage({ type: 'image/jpeg', size: 0 })).toBe('Ten plik jest pusty.');
    expect(validateCreatureImage({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('Obrazek może mieć najwyżej 5 MB (ten ma 6,0 MB).');
  });

  test('uploads go into the author’s folder with a name the database accepts', () => {
    const path = creatureImagePath('8294aba3-9d45-460a-9fd7-cae87546a467', 'image/jpeg', '0b3c6e1c-3f6e-4c1a-8f7e-2a4b5c6d7e8f');
    expect(path).toBe('8294aba3-9d45-460a-9fd7-cae87546a467/0b3c6e1c-3f6e-4c1a-8f7e-2a4b5c6d7e8f.jpg');
    // The same pattern as the creatures_image_path_format check.
    expect(path).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9_-]{1,80}\.(png|jpg|jpeg|webp)$/);
  });
});
