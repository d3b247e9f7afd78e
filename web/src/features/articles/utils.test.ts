import { describe, expect, it } from 'vitest';
import { countTags, leadCoverIndex } from './utils';

describe('countTags', () => {
  it('counts each tag once per article and sorts in Polish order', () => {
    expect(
      countTags([
        ['midjourney', 'prawo'],
        ['użytek komercyjny', 'midjourney', 'midjourney'],
        ['łączenie', 'licencje'],
      ]),
    ).toEqual([
      { tag: 'licencje', count: 1 },
      { tag: 'łączenie', count: 1 },
      { tag: 'midjourney', count: 2 },
      { tag: 'prawo', count: 1 },
      { tag: 'użytek komercyjny', count: 1 },
    ]);
  });
});

describe('leadCoverIndex', () => {
  it('is the first card with a cover, not simply the first card', () => {
    expect(leadCoverIndex([{ cover_path: 'a.webp' }, { cover_path: 'b.webp' }])).toBe(0);
    expect(leadCoverIndex([{ cover_path: null }, { cover_path: null }, { cover_path: 'c.webp' }])).toBe(2);
    expect(leadCoverIndex([{ cover_path: null }])).toBe(-1);
    expect(leadCoverIndex([])).toBe(-1);
  });
});
