import { describe, expect, it } from 'vitest';
import { countTags } from './utils';

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
