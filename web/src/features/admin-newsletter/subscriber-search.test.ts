import { describe, expect, test } from 'vitest';
import { parseSubscriberSearch } from './subscriber-search';

describe('parseSubscriberSearch', () => {
  test('keeps a known status, a trimmed query and a page above 1', () => {
    expect(parseSubscriberSearch({ status: 'confirmed', q: '  ala ', page: 3 })).toEqual({ status: 'confirmed', q: 'ala', page: 3 });
    expect(parseSubscriberSearch({ page: '2' })).toEqual({ page: 2 });
  });

  test('drops unknown statuses, empty queries and bad pages instead of failing', () => {
    expect(parseSubscriberSearch({ status: 'admin', q: '   ', page: -1 })).toEqual({});
    expect(parseSubscriberSearch({ page: 1 })).toEqual({});
    expect(parseSubscriberSearch({ page: 2.5 })).toEqual({});
    expect(parseSubscriberSearch({ page: 'abc' })).toEqual({});
    expect(parseSubscriberSearch({ q: 'x'.repeat(400) }).q).toHaveLength(254);
  });
});
