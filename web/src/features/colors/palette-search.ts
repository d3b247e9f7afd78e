// The /kolory palette tool's state in the URL. A leaf module: the route's validateSearch stays in the initial bundle,
// so this file imports only the small hex and harmony modules.
import { harmonies, type Harmony } from '../../lib/color-harmonies';
import { normalizeHex } from '../../lib/hex-color';

export const paletteSize = 5;

/** The tool's state in the URL: ?baza=3b2fb8&harmonia=triada&paleta=3b2fb8-…&blokady=x---x */
export type PaletteSearch = {
  baza?: string;
  harmonia?: Harmony;
  paleta?: string;
  blokady?: string;
};

function hexFromUrl(value: unknown): string | null {
  // A hex made only of digits (e.g. 123456) arrives as a number from the URL parser.
  return typeof value === 'string' || typeof value === 'number' ? normalizeHex(String(value)) : null;
}

export function parsePaletteSearch(raw: Record<string, unknown>): PaletteSearch {
  const search: PaletteSearch = {};
  const base = hexFromUrl(raw.baza);
  if (base) search.baza = base.slice(1);
  if (typeof raw.harmonia === 'string' && Object.hasOwn(harmonies, raw.harmonia)) search.harmonia = raw.harmonia as Harmony;
  if (typeof raw.paleta === 'string') {
    const colors = raw.paleta.split('-').map((hex) => normalizeHex(hex));
    if (colors.length === paletteSize && colors.every(Boolean)) search.paleta = colors.map((hex) => hex!.slice(1)).join('-');
  }
  if (typeof raw.blokady === 'string' && new RegExp(`^[x-]{${paletteSize}}$`).test(raw.blokady) && raw.blokady.includes('x')) {
    search.blokady = raw.blokady;
  }
  return search;
}
