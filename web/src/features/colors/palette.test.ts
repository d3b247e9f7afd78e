import { describe, expect, it } from 'vitest';
import { harmonyPalette } from '../../lib/color-math';
import { paletteState, randomBase, regenerate, toSearch } from './palette';
import { parsePaletteSearch } from './palette-search';

describe('palette URL state', () => {
  it('keeps valid values and drops broken ones', () => {
    expect(parsePaletteSearch({ baza: '3B2FB8', harmonia: 'triada', paleta: 'fff-000-123456-abcdef-3b2fb8', blokady: 'x---x' })).toEqual({
      baza: '3b2fb8',
      harmonia: 'triada',
      paleta: 'ffffff-000000-123456-abcdef-3b2fb8',
      blokady: 'x---x',
    });
    expect(parsePaletteSearch({ baza: 123456 })).toEqual({ baza: '123456' });
    expect(parsePaletteSearch({ baza: 'zielony', harmonia: 'losowa', paleta: 'fff-000', blokady: '-----' })).toEqual({});
  });

  it('derives the palette from the base colour when the URL has none', () => {
    const state = paletteState({ baza: 'ff0000', harmonia: 'triada' });
    expect(state.colors).toEqual(harmonyPalette('#ff0000', 'triada'));
    expect(state.locks).toEqual([false, false, false, false, false]);
  });

  it('round-trips through the URL', () => {
    const state = paletteState({ baza: 'ff0000', harmonia: 'tetrada', blokady: '-x---' });
    expect(paletteState(toSearch(state))).toEqual(state);
    expect(toSearch({ ...state, locks: [false, false, false, false, false] }).blokady).toBeUndefined();
  });
});

describe('regenerate', () => {
  it('replaces unlocked colours and keeps locked ones', () => {
    const start = paletteState({ baza: 'ff0000', harmonia: 'triada', blokady: 'x-x--' });
    const next = regenerate(start, '#00ff00', 'analogiczna');
    const fresh = harmonyPalette('#00ff00', 'analogiczna');
    expect(next.colors).toEqual([start.colors[0], fresh[1], start.colors[2], fresh[3], fresh[4]]);
    expect(next.base).toBe('#00ff00');
  });
});

describe('randomBase', () => {
  it('builds a hex colour from the random source', () => {
    expect(randomBase(() => 0)).toBe('#000000');
    expect(randomBase(() => 0.999)).toBe('#ffffff');
  });
});
