import { describe, expect, test } from 'vitest';
import { parseInboxSearch } from './inbox-search';

describe('parseInboxSearch', () => {
  test('keeps known values and drops everything else', () => {
    expect(parseInboxSearch({ status: 'handled', typ: 'b2b', strona: '3', wpis: '6F1C2D3E-4A5B-4C6D-8E9F-0A1B2C3D4E5F' })).toEqual({
      status: 'handled',
      typ: 'b2b',
      strona: 3,
      wpis: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
    });
    expect(parseInboxSearch({ status: 'new', typ: 'spam', strona: '1', wpis: "x' or 1=1" })).toEqual({});
    expect(parseInboxSearch({ strona: 2.5 })).toEqual({});
    expect(parseInboxSearch({ strona: 10_001 })).toEqual({});
  });
});
