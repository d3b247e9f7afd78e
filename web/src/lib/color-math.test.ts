import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariables, formatHsl, formatRgb, harmonyPalette, hslToRgb, rgbToHsl, wcagLevel } from './color-math';
import { parseHex } from './hex-color';

describe('HSL', () => {
  it('converts known colours both ways', () => {
    expect(rgbToHsl({ r: 255, g: 0, b: 0 })).toEqual({ h: 0, s: 100, l: 50 });
    expect(rgbToHsl({ r: 0, g: 128, b: 0 })).toEqual({ h: 120, s: 100, l: 25 });
    expect(rgbToHsl({ r: 128, g: 128, b: 128 })).toEqual({ h: 0, s: 0, l: 50 });
    expect(hslToRgb({ h: 240, s: 100, l: 50 })).toEqual({ r: 0, g: 0, b: 255 });
    expect(hslToRgb({ h: -120, s: 100, l: 50 })).toEqual({ r: 0, g: 0, b: 255 });
  });

  it('round-trips a colour within rounding', () => {
    const original = { r: 59, g: 47, b: 184 };
    const back = hslToRgb(rgbToHsl(original));
    for (const channel of ['r', 'g', 'b'] as const) expect(Math.abs(back[channel] - original[channel])).toBeLessThanOrEqual(3);
  });

  it('formats CSS colour strings', () => {
    expect(formatRgb({ r: 1, g: 2, b: 3 })).toBe('rgb(1 2 3)');
    expect(formatHsl({ h: 250, s: 60, l: 45 })).toBe('hsl(250 60% 45%)');
  });
});

describe('WCAG contrast', () => {
  const white = { r: 255, g: 255, b: 255 };
  const black = { r: 0, g: 0, b: 0 };

  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('matches published values', () => {
    // #767676 on white is the classic lightest grey that passes AA (4.54:1).
    expect(contrastRatio(parseHex('#767676')!, white)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseHex('#777777')!, white)).toBeLessThan(4.5);
  });

  it('names the level a ratio passes', () => {
    expect(wcagLevel(7)).toBe('AAA');
    expect(wcagLevel(4.5)).toBe('AA');
    expect(wcagLevel(3.2)).toBe('AA (duży tekst)');
    expect(wcagLevel(2.9)).toBe('za niski');
  });
});

describe('harmonies', () => {
  const hue = (hex: string) => rgbToHsl(parseHex(hex)!).h;

  it('starts every palette with the base colour and returns five colours', () => {
    for (const harmony of ['analogiczna', 'monochromatyczna', 'dopelniajaca', 'dopelniajaca-rozszczepiona', 'triada', 'tetrada'] as const) {
      const palette = harmonyPalette('#3b2fb8', harmony);
      expect(palette).toHaveLength(5);
      expect(palette[0]).toBe('#3b2fb8');
    }
  });

  it('places complementary and triadic hues around the wheel', () => {
    const red = '#ff0000';
    expect(hue(harmonyPalette(red, 'dopelniajaca')[2]!)).toBe(180);
    expect(harmonyPalette(red, 'triada').slice(0, 3).map(hue)).toEqual([0, 120, 240]);
    expect(harmonyPalette(red, 'tetrada').slice(0, 4).map(hue)).toEqual([0, 90, 180, 270]);
  });

  it('keeps the hue in a monochromatic palette', () => {
    expect(new Set(harmonyPalette('#ff0000', 'monochromatyczna').map(hue))).toEqual(new Set([0]));
  });

  it('rejects a bad base colour', () => {
    expect(() => harmonyPalette('nie-kolor', 'triada')).toThrow();
  });
});

describe('cssVariables', () => {
  it('numbers the colours from 1', () => {
    expect(cssVariables(['#000000', '#ffffff'])).toBe(':root {\n  --kolor-1: #000000;\n  --kolor-2: #ffffff;\n}');
  });
});
