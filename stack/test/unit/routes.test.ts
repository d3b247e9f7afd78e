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

describe('matchRoute: ANY rows and a trailing *', () => {
  const PASS = [route('ANY', '/_internal/health', 'health'), route('ANY', '/:name', 'call'), route('ANY', '/:name/*', 'call')];

  test('an ANY row answers every method, even ones no table lists', () => {
    for (const method of ['GET', 'POST', 'OPTIONS', 'PROPFIND'])
      expect(matchRoute(PASS, method, '/_internal/health')).toEqual({ route: PASS[0], params: {} });
  });

  test('a trailing * takes the rest of the path as it came, empty included, and needs its named segment', () => {
    expect(matchRoute(PASS, 'GET', '/hello')).toEqual({ route: PASS[1], params: { name: 'hello' } });
    expect(matchRoute(PASS, 'GET', '/hello/')).toEqual({ route: PASS[2], params: { name: 'hello', '*': '' } });
    expect(matchRoute(PASS, 'PUT', '/hello/a/../b%2F')).toEqual({ route: PASS[2], params: { name: 'hello', '*': 'a/../b%2F' } });
    expect(matchRoute(PASS, 'GET', '/_internal/health/x')).toEqual({ route: PASS[2], params: { name: '_internal', '*': 'health/x' } });
    for (const path of ['/', '//x', '']) expect(matchRoute(PASS, 'GET', path)).toBeUndefined();
  });
});
