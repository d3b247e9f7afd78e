import type { Harmony } from '../../lib/color-harmonies';
import { harmonyPalette } from '../../lib/color-math';
import { normalizeHex } from '../../lib/hex-color';
import { paletteSize, type PaletteSearch } from './palette-search';

export const defaultBase = '#3b2fb8';
export const defaultHarmony: Harmony = 'analogiczna';

export type PaletteState = {
  base: string;
  harmony: Harmony;
  colors: string[];
  locks: boolean[];
};

/** The full state: the palette from the URL, or the harmony of the base colour when the URL has none. */
export function paletteState(search: PaletteSearch): PaletteState {
  const base = search.baza ? `#${search.baza}` : defaultBase;
  const harmony = search.harmonia ?? defaultHarmony;
  const colors = search.paleta ? search.paleta.split('-').map((hex) => `#${hex}`) : harmonyPalette(base, harmony);
  const locks = search.blokady ? [...search.blokady].map((mark) => mark === 'x') : Array<boolean>(paletteSize).fill(false);
  return { base, harmony, colors, locks };
}

export function toSearch(state: PaletteState): PaletteSearch {
  const search: PaletteSearch = {
    baza: state.base.slice(1),
    harmonia: state.harmony,
    paleta: state.colors.map((hex) => hex.slice(1)).join('-'),
  };
  if (state.locks.some(Boolean)) search.blokady = state.locks.map((locked) => (locked ? 'x' : '-')).join('');
  return search;
}

/** A new harmony for the base colour; locked colours stay where they are. */
export function regenerate(state: PaletteState, base = state.base, harmony = state.harmony): PaletteState {
  const generated = harmonyPalette(base, harmony);
  return { base, harmony, locks: state.locks, colors: generated.map((hex, index) => (state.locks[index] ? state.colors[index]! : hex)) };
}

/** A random, reasonably saturated base colour; `random` is injectable for tests. */
export function randomBase(random: () => number = Math.random): string {
  const channel = () => Math.floor(random() * 256);
  return normalizeHex([channel(), channel(), channel()].map((value) => value.toString(16).padStart(2, '0')).join(''))!;
}
