import { describe, expect, test } from 'vitest';
import { matchRoute, route } from '../../src/shared/routes.ts';

const ROUTES = [route('POST', '/api/broadcast', 'batch'), route('POST', '/api/broadcast/:topic/events/:event', 'one')];

describe('matchRoute (route tables on Node’s own server)', () => {
  test('a literal path and a path with segments, with their params still encoded', () => {
    expect(matchRoute(ROUTES, 'POST', '/api/broadcast')).toEqual({ route: ROUTES[0], params: {} });
    expect(matchRoute(ROUTES, 'POST', '/api/broadcast/room%201/events/hi')).toEqual({
      route: ROUTES[1],
      params: { topic: 'room%201', event: 'hi' },
    });
  });

  test('another method on a known path is "method not allowed"; an unknown path is no match', () => {
    expect(matchRoute(ROUTES, 'GET', '/api/broadcast')).toEqual({ methodNotAllowed: true });
    expect(matchRoute(ROUTES, 'GET', '/api/broadcast/a/events/b')).toEqual({ methodNotAllowed: true });
    for (const path of ['/api/broadcast/', '/api/broadcast/a/events', '/api/broadcast//events/b', '/api/broadcast/a/events/b/c', '/', ''])
      expect(matchRoute(ROUTES, 'POST', path)).toBeUndefined();
  });
});
