import { describe, expect, test } from 'vitest';
import { RealtimeClient } from '@supabase/realtime-js';
import WebSocket from 'ws';
import fc from 'fast-check';
import { parseFilters, rowMatches, type PatternMatcher } from '../../src/services/realtime/domain/filters.ts';
import { decodeFrame, encodeMessage, encodeUserBroadcast } from '../../src/services/realtime/http/protocol.ts';
import { FrameError } from '../../src/services/realtime/errors.ts';
import { toJsonValue } from '../../src/services/realtime/domain/values.ts';

describe('filters', () => {
  const types = new Map([
    ['score', 'int4'],
    ['title', 'text'],
  ]);
  const parse = (filter: string) => {
    const result = parseFilters(filter);
    if (!result.ok) throw new Error(result.message);
    return result.filters;
  };

  test('operators compare numbers as numbers and text as text', () => {
    expect(rowMatches(parse('score=gt.9'), { score: '10' }, types)).toBe(true);
    expect(rowMatches(parse('score=lt.9'), { score: '10' }, types)).toBe(false);
    expect(rowMatches(parse('title=eq.Ala ma kota'), { title: 'Ala ma kota' }, types)).toBe(true);
    expect(rowMatches(parse('score=in.(1,10)'), { score: '10' }, types)).toBe(true);
    expect(rowMatches(parse('score=not.in.(1,10)'), { score: '10' }, types)).toBe(false);
    expect(rowMatches(parse('title=eq."a,b"'), { title: 'a,b' }, types)).toBe(true);
    expect(rowMatches(parse('score=gte.1,score=lte.5'), { score: '6' }, types)).toBe(false);
  });

  test('NULL never matches; a column the row does not carry passes (deletes with only the key)', () => {
    expect(rowMatches(parse('score=neq.1'), { score: null }, types)).toBe(false);
    expect(rowMatches(parse('score=eq.1'), { id: '5' }, types)).toBe(true);
  });

  test('malformed filters are refused with Realtime’s messages', () => {
    expect(parseFilters('score=foo.hey')).toEqual({ ok: false, message: 'Error parsing `filter` params: ["foo", "hey"]' });
    expect(parseFilters('undefined')).toEqual({ ok: false, message: 'Error parsing `filter` params: ["undefined"]' });
    expect(parseFilters('score=eqhey')).toEqual({ ok: false, message: 'Error parsing `filter` params: ["eqhey"]' });
    expect(parseFilters('score=in.1,2')).toMatchObject({ ok: false, message: expect.stringContaining('parentheses') });
    expect(parseFilters('score=eq.1,,title=eq.x')).toMatchObject({ ok: false, message: expect.stringContaining('empty segments') });
  });

  test('like, ilike, is, match, imatch, isdistinct and their not. forms parse as Realtime parses them', () => {
    expect(parse('title=not.like.hey%')).toEqual([{ column: 'title', operator: 'like', values: ['hey%'], negate: true }]);
    expect(parse('title=ilike."a,b%",score=isdistinct.3,flag=is.null')).toEqual([
      { column: 'title', operator: 'ilike', values: ['a,b%'], negate: false },
      { column: 'score', operator: 'isdistinct', values: ['3'], negate: false },
      { column: 'flag', operator: 'is', values: ['null'], negate: false },
    ]);
    expect(parse('title=match.^a(b|c)$,title=not.imatch.X')).toEqual([
      { column: 'title', operator: 'match', values: ['^a(b|c)$'], negate: false },
      { column: 'title', operator: 'imatch', values: ['X'], negate: true },
    ]);
    expect(parse('title=in.("a,b",c)')[0]!.values).toEqual(['a,b', 'c']);
  });

  // Postgres answers pattern operators in the service; here a stand-in for LIKE/ILIKE/regex on plain patterns.
  const patterns: PatternMatcher = (operator, value, pattern) => {
    if (operator === 'match' || operator === 'imatch') return new RegExp(pattern, operator === 'imatch' ? 'i' : '').test(value);
    const source = pattern
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replaceAll('%', '.*')
      .replaceAll('_', '.');
    return new RegExp(`^${source}$`, operator === 'ilike' ? 'i' : '').test(value);
  };
  const flags = new Map([...types, ['flag', 'bool']]);
  const matches = (filter: string, row: Record<string, string | null>) => rowMatches(parse(filter), row, flags, patterns);

  test('is and isdistinct see NULL as SQL does; other operators never match NULL, negated or not', () => {
    expect(matches('title=is.null', { title: null })).toBe(true);
    expect(matches('title=not.is.null', { title: null })).toBe(false);
    expect(matches('title=not.is.null', { title: 'x' })).toBe(true);
    expect(matches('flag=is.true', { flag: 't' })).toBe(true);
    expect(matches('flag=is.false', { flag: 't' })).toBe(false);
    expect(matches('flag=is.unknown', { flag: null })).toBe(true);
    expect(matches('flag=not.is.true', { flag: null })).toBe(true);
    expect(matches('score=isdistinct.3', { score: null })).toBe(true);
    expect(matches('score=isdistinct.3', { score: '3' })).toBe(false);
    expect(matches('score=not.isdistinct.3', { score: '3.0' })).toBe(true);
    expect(matches('title=not.like.a%', { title: null })).toBe(false);
    expect(matches('score=not.eq.1', { score: null })).toBe(false);
    expect(matches('score=not.in.(1,NULL)', { score: '2' })).toBe(false);
  });

  test('pattern operators, negation and combinations', () => {
    expect(matches('title=like.Ala%', { title: 'Ala ma kota' })).toBe(true);
    expect(matches('title=like.ala%', { title: 'Ala ma kota' })).toBe(false);
    expect(matches('title=ilike.ala%', { title: 'Ala ma kota' })).toBe(true);
    expect(matches('title=not.ilike.ala%', { title: 'Ala ma kota' })).toBe(false);
    expect(matches('title=match.^A.a', { title: 'Ala' })).toBe(true);
    expect(matches('title=imatch.^a.A$', { title: 'Ala' })).toBe(true);
    expect(matches('title=ilike.a%,score=gt.5', { title: 'Ala', score: '3' })).toBe(false);
    expect(matches('title=ilike.a%,score=gt.5', { title: 'Ala', score: '6' })).toBe(true);
  });

  test('property: any list of well-formed filters parses back to what was written', () => {
    const operator = fc.constantFrom('eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'like', 'ilike', 'match', 'imatch', 'isdistinct', 'is');
    const word = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/);
    const value = fc.string({ maxLength: 12 }).filter((text) => !/[,"()\\]/.test(text) && text.trim() === text && text !== '');
    const filter = fc.record({ column: word, operator, value, negate: fc.boolean() });
    fc.assert(
      fc.property(fc.array(filter, { minLength: 1, maxLength: 5 }), (written) => {
        const text = written.map((item) => `${item.column}=${item.negate ? 'not.' : ''}${item.operator}.${item.value}`).join(',');
        expect(parse(text)).toEqual(
          written.map((item) => ({ column: item.column, operator: item.operator, values: [item.value], negate: item.negate })),
        );
      }),
    );
  });

  test('property: the parser never throws, whatever the input', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (text) => typeof parseFilters(text).ok === 'boolean'));
  });
});

describe('values', () => {
  test('pgoutput text becomes to_jsonb JSON', () => {
    expect(toJsonValue('int8', '42')).toBe(42);
    expect(toJsonValue('bool', 't')).toBe(true);
    expect(toJsonValue('jsonb', '{"a": [1]}')).toEqual({ a: [1] });
    expect(toJsonValue('timestamptz', '2026-11-22 06:30:00.123+00')).toBe('2026-11-22T06:30:00.123+00:00');
    expect(toJsonValue('_text', '{a,"b c",NULL}')).toEqual(['a', 'b c', null]);
    expect(toJsonValue('_int4', '{1,2}')).toEqual([1, 2]);
    expect(toJsonValue('text', null)).toBeNull();
  });
});

describe('protocol', () => {
  // The serializer realtime-js itself uses for vsn 2.0.0.
  const { serializer } = new RealtimeClient('ws://127.0.0.1:1/realtime/v1', { params: { apikey: 'k' }, transport: WebSocket as never });

  test('reads what realtime-js 2.0.0 sends, JSON and binary broadcasts alike', () => {
    const json = serializer.encode(
      { join_ref: '1', ref: '2', topic: 'realtime:a', event: 'phx_join', payload: {} },
      (result: unknown) => result,
    ) as string;
    expect(decodeFrame('2.0.0', Buffer.from(json), false)).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:a',
      event: 'phx_join',
      payload: {},
    });
    const binary = serializer.encode(
      {
        join_ref: '1',
        ref: '3',
        topic: 'realtime:a',
        event: 'broadcast',
        payload: { type: 'broadcast', event: 'zażółć', payload: { x: 1 } },
      },
      (result: unknown) => result,
    ) as ArrayBuffer;
    const frame = decodeFrame('2.0.0', Buffer.from(binary), true);
    expect(frame).toMatchObject({ joinRef: '1', ref: '3', topic: 'realtime:a', event: 'broadcast' });
    expect(frame.payload).toMatchObject({ event: 'zażółć', encoding: 'json' });
  });

  test('writes what realtime-js decodes', () => {
    const decoded = serializer.decode(
      Uint8Array.from(encodeUserBroadcast('realtime:a', 'ev', Buffer.from('{"x":1}'), 'json', { id: 'm1' })!).buffer,
      (m: unknown) => m,
    );
    expect(decoded).toMatchObject({
      topic: 'realtime:a',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'ev', payload: { x: 1 }, meta: { id: 'm1' } },
    });
    const reply = encodeMessage('2.0.0', {
      joinRef: '1',
      ref: '1',
      topic: 't',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
    expect(serializer.decode(reply, (m: unknown) => m)).toMatchObject({ join_ref: '1', ref: '1', topic: 't', event: 'phx_reply' });
    expect(JSON.parse(encodeMessage('1.0.0', { joinRef: null, ref: '5', topic: 'phoenix', event: 'phx_reply', payload: {} }))).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: {},
      ref: '5',
    });
  });

  test('malformed frames throw FrameError, never anything else', () => {
    for (const [vsn, data, isBinary] of [
      ['2.0.0', '{', false],
      ['2.0.0', '{"a":1}', false],
      ['2.0.0', '[1,2,3,4,5]', false],
      ['1.0.0', '[]', false],
      ['2.0.0', '\u0003\u00ff\u0001', true],
      ['1.0.0', '\u0003', true],
    ] as const) {
      expect(() => decodeFrame(vsn, Buffer.from(data, 'latin1'), isBinary)).toThrow(FrameError);
    }
  });
});
