import { describe, expect, test } from 'vitest';
import { RealtimeClient } from '@supabase/realtime-js';
import WebSocket from 'ws';
import { parseFilters, rowMatches } from '../../src/services/realtime/filters.ts';
import { decodeFrame, encodeMessage, encodeUserBroadcast, FrameError } from '../../src/services/realtime/protocol.ts';
import { toJsonValue } from '../../src/services/realtime/values.ts';

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
    expect(parseFilters('score=like.1')).toMatchObject({ ok: false });
    expect(parseFilters('score=in.1,2')).toMatchObject({ ok: false, message: expect.stringContaining('parentheses') });
    expect(parseFilters('score=eq.1,,title=eq.x')).toMatchObject({ ok: false, message: expect.stringContaining('empty segments') });
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
