import { describe, expect, it } from 'vitest';
import { blockKey } from './prerendered-blocks';

describe('blockKey', () => {
  const tool = { slug: 'midjourney', name: 'Midjourney', strengths: ['estetyka', 'styl'], price_from_usd: 10 };

  it('names equal content alike, whatever object holds it', () => {
    expect(blockKey(['tool-card', tool])).toBe(blockKey(['tool-card', { ...tool, strengths: [...tool.strengths] }]));
  });

  it('names a change of any shown value, of the order of a list, or of the kind of block differently', () => {
    const key = blockKey(['tool-card', tool]);
    expect(blockKey(['tool-card', { ...tool, name: 'Midjourney 7' }])).not.toBe(key);
    expect(blockKey(['tool-card', { ...tool, price_from_usd: null }])).not.toBe(key);
    expect(blockKey(['tool-card', { ...tool, strengths: ['styl', 'estetyka'] }])).not.toBe(key);
    expect(blockKey(['ranking-row', tool])).not.toBe(key);
  });

  it('is a valid attribute value', () => {
    expect(blockKey(['tool-card', tool])).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    expect(blockKey(undefined)).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
  });
});
