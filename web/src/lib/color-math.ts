/** Colour conversions, WCAG 2.x contrast and colour harmonies for the /kolory palette tool. */

import type { Harmony } from './color-harmonies';
import { parseHex, toHex, type Rgb } from './hex-color';

export type Hsl = { h: number; s: number; l: number };

/** Unrounded HSL, for calculations; `rgbToHsl` rounds for display. */
function rgbToHslExact({ r, g, b }: Rgb): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === red) h = (green - blue) / d + (green < blue ? 6 : 0);
  else if (max === green) h = (blue - red) / d + 2;
  else h = (red - green) / d + 4;
  return { h: (h * 60) % 360, s: s * 100, l: l * 100 };
}

export function rgbToHsl(rgb: Rgb): Hsl {
  const { h, s, l } = rgbToHslExact(rgb);
  return { h: Math.round(h) % 360, s: Math.round(s), l: Math.round(l) };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const saturation = Math.min(Math.max(s, 0), 100) / 100;
  const lightness = Math.min(Math.max(l, 0), 100) / 100;
  if (saturation === 0) {
    const gray = Math.round(lightness * 255);
    return { r: gray, g: gray, b: gray };
  }
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return { r: Math.round(channel(hue + 1 / 3) * 255), g: Math.round(channel(hue) * 255), b: Math.round(channel(hue - 1 / 3) * 255) };
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type WcagLevel = 'AAA' | 'AA' | 'AA (duży tekst)' | 'za niski';

/** The best WCAG level a contrast ratio passes for text. */
export function wcagLevel(ratio: number): WcagLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA (duży tekst)';
  return 'za niski';
}

const clampLightness = (l: number) => Math.min(Math.max(l, 8), 92);

/** Five colours in the given harmony around a base colour; the base is always the first. */
export function harmonyPalette(baseHex: string, harmony: Harmony): string[] {
  const base = parseHex(baseHex);
  if (!base) throw new Error(`Not a hex colour: ${baseHex}`);
  const { h, s, l } = rgbToHslExact(base);
  const color = (hueShift: number, lightnessShift = 0) =>
    hueShift === 0 && lightnessShift === 0 ? toHex(base) : toHex(hslToRgb({ h: h + hueShift, s, l: clampLightness(l + lightnessShift) }));
  const plan: Record<Harmony, string[]> = {
    analogiczna: [color(0), color(-30), color(-15), color(15), color(30)],
    monochromatyczna: [color(0), color(0, -30), color(0, -15), color(0, 15), color(0, 30)],
    dopelniajaca: [color(0), color(0, 20), color(180), color(180, 20), color(180, -20)],
    'dopelniajaca-rozszczepiona': [color(0), color(150), color(210), color(0, 25), color(0, -25)],
    triada: [color(0), color(120), color(240), color(0, 25), color(120, -20)],
    tetrada: [color(0), color(90), color(180), color(270), color(0, 25)],
  };
  return plan[harmony];
}

export function formatRgb({ r, g, b }: Rgb): string {
  return `rgb(${r} ${g} ${b})`;
}

export function formatHsl({ h, s, l }: Hsl): string {
  return `hsl(${h} ${s}% ${l}%)`;
}

/** CSS custom properties for the palette: --kolor-1 … --kolor-5. */
export function cssVariables(palette: readonly string[]): string {
  return `:root {\n${palette.map((hex, index) => `  --kolor-${index + 1}: ${hex};`).join('\n')}\n}`;
}
