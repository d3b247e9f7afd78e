import { describe, expect, it } from 'vitest';
import { cssText, defaultSettings, isTooDark, neumorphismCss, shade } from './neumorphism';

describe('shade', () => {
  it('darkens and lightens each channel proportionally, within 0–255', () => {
    expect(shade('#808080', -0.5)).toBe('#404040');
    expect(shade('#808080', 0.5)).toBe('#c0c0c0');
    expect(shade('#f0f0f0', 0.5)).toBe('#ffffff');
    expect(() => shade('szary', 0.1)).toThrow();
  });
});

describe('neumorphismCss', () => {
  it('casts a dark shadow away from the light and a light one towards it', () => {
    const css = neumorphismCss({ ...defaultSettings, color: '#808080', intensity: 0.5, distance: 10, blur: 30 });
    expect(css['box-shadow']).toBe('10px 10px 30px #404040, -10px -10px 30px #c0c0c0');
    expect(css.background).toBe('#808080');
    expect(css['border-radius']).toBe('40px');
  });

  it('flips the shadow when the light moves', () => {
    const css = neumorphismCss({ ...defaultSettings, color: '#808080', intensity: 0.5, distance: 10, blur: 30, light: 'prawy-dolny' });
    expect(css['box-shadow']).toBe('-10px -10px 30px #404040, 10px 10px 30px #c0c0c0');
  });

  it('uses inset shadows when pressed and gradients when concave or convex', () => {
    expect(neumorphismCss({ ...defaultSettings, shape: 'wcisniety' })['box-shadow']).toMatch(/^inset .*, inset /);
    expect(neumorphismCss({ ...defaultSettings, shape: 'wklesly' }).background).toMatch(/^linear-gradient\(145deg, /);
    const convex = neumorphismCss({ ...defaultSettings, shape: 'wypukly' }).background;
    const concave = neumorphismCss({ ...defaultSettings, shape: 'wklesly' }).background;
    expect(convex).not.toBe(concave);
  });

  it('writes copyable CSS', () => {
    expect(cssText({ 'border-radius': '10px', background: '#fff' })).toBe('border-radius: 10px;\nbackground: #fff;');
  });
});

describe('isTooDark', () => {
  it('flags colours too dark for the effect', () => {
    expect(isTooDark('#111111')).toBe(true);
    expect(isTooDark('#e0e5ec')).toBe(false);
  });
});
