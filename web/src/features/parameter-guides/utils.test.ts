import { describe, expect, it } from 'vitest';
import { bandFor, chaosTiles, parseChoiceSteps, parseRangeSteps, promptWithParameter, ratioFrame } from './utils';

const bands = parseRangeSteps([
  { min: 0, max: 0, label: 'Bez chaosu', description: 'a' },
  { min: 1, max: 25, label: 'Lekka', description: 'b' },
  { min: 26, max: 100, label: 'Duża', description: 'c' },
]);

describe('bands of a range parameter', () => {
  it('finds the band of a value, including the edges', () => {
    expect(bandFor(0, bands).label).toBe('Bez chaosu');
    expect(bandFor(1, bands).label).toBe('Lekka');
    expect(bandFor(25, bands).label).toBe('Lekka');
    expect(bandFor(26, bands).label).toBe('Duża');
    expect(bandFor(100, bands).label).toBe('Duża');
  });

  it('puts a value between bands into the lower one', () => {
    expect(bandFor(0.5, bands).label).toBe('Bez chaosu');
  });

  it('rejects malformed steps from the database', () => {
    expect(() => parseRangeSteps([{ min: 0, label: 'x', description: 'y' }])).toThrow('steps[0] needs min and max');
    expect(() => parseChoiceSteps({})).toThrow('steps must be an array');
    expect(parseChoiceSteps([{ value: '16:9', label: 'Poziom', description: 'Ekrany' }])).toHaveLength(1);
  });
});

describe('prompts and frames', () => {
  it('appends the parameter to the prompt', () => {
    expect(promptWithParameter(' kot w kapeluszu ', '--chaos', 40)).toBe('kot w kapeluszu --chaos 40');
    expect(promptWithParameter('kadr', '--ar', '16:9')).toBe('kadr --ar 16:9');
  });

  it('fits any ratio into the preview box', () => {
    expect(ratioFrame('16:9', 160)).toEqual({ width: 160, height: 90 });
    expect(ratioFrame('9:16', 160)).toEqual({ width: 90, height: 160 });
    expect(ratioFrame('1:1', 160)).toEqual({ width: 160, height: 160 });
    expect(() => ratioFrame('szeroki', 160)).toThrow();
  });
});

describe('chaosTiles', () => {
  const spreadOf = (chaos: number) => {
    const hues = chaosTiles(chaos).map((tile) => tile.hue);
    return Math.max(...hues) - Math.min(...hues);
  };

  it('draws the same previews for the same value', () => {
    expect(chaosTiles(40)).toEqual(chaosTiles(40));
  });

  it('makes the four tiles differ more as chaos grows', () => {
    expect(spreadOf(0)).toBeLessThanOrEqual(12);
    expect(spreadOf(100)).toBeGreaterThan(spreadOf(30));
    expect(spreadOf(30)).toBeGreaterThan(spreadOf(0));
  });
});
