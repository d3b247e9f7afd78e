import { describe, expect, it } from 'vitest';
import { normalizeHex, parseHex, toHex } from './hex-color';

describe('hex and RGB', () => {
  it('parses 6- and 3-digit hex with or without #', () => {
    expect(parseHex('#3b2fb8')).toEqual({ r: 59, g: 47, b: 184 });
    expect(parseHex('FFF')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('zielony')).toBeNull();
  });

  it('writes lower-case 6-digit hex and clamps channels', () => {
    expect(toHex({ r: 59, g: 47, b: 184 })).toBe('#3b2fb8');
    expect(toHex({ r: 300, g: -4, b: 0.4 })).toBe('#ff0000');
    expect(normalizeHex('ABC')).toBe('#aabbcc');
  });
});
