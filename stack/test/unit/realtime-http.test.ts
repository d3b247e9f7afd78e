import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { requestUrl } from '../../src/services/realtime/http/routes.ts';

describe('requestUrl (the request target of a realtime request)', () => {
  test('a path is read on this server, even one that looks like a protocol-relative URL', () => {
    expect(requestUrl('/websocket?apikey=x&vsn=2.0.0')?.searchParams.get('vsn')).toBe('2.0.0');
    expect(requestUrl('//evil.example/websocket')?.host).toBe('realtime');
    expect(requestUrl('//evil.example/websocket')?.pathname).toBe('//evil.example/websocket');
    expect(requestUrl('//[/.')?.pathname).toBe('//[/');
  });

  test('no origin-form path, no URL', () => {
    for (const target of ['*', 'http://[::1/', 'websocket', '']) expect(requestUrl(target)).toBeUndefined();
  });

  test('never throws and never leaves this server, whatever the target', () => {
    const segment = fc.oneof(
      fc.constantFrom('', '.', '..', '[', ']', '%', '%zz', '@', ':', '\\', '?', '#', '\u0000'),
      fc.string({ maxLength: 6 }),
    );
    const target = fc.array(segment, { maxLength: 6 }).map((segments) => `/${segments.join('/')}`);
    fc.assert(
      fc.property(fc.oneof(target, fc.string({ maxLength: 20 })), (raw) => {
        const url = requestUrl(raw);
        if (!raw.startsWith('/')) expect(url).toBeUndefined();
        if (url) expect(url.host).toBe('realtime');
      }),
    );
  });
});
