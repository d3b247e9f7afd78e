/** Hex colour codes ↔ RGB. A leaf module: the /kolory route's validateSearch reads hex colours from the URL in the
 * initial bundle, so this file imports nothing. */

export type Rgb = { r: number; g: number; b: number };

/** "#3b2fb8", "3b2fb8" or "#abc" → RGB; null for anything else. */
export function parseHex(input: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(Math.max(channel, 0), 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function normalizeHex(input: string): string | null {
  const rgb = parseHex(input);
  return rgb ? toHex(rgb) : null;
}
