import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isValidBucketName, isValidKey, mustBeAllowedMimeType, parseFileSizeLimit } from '../../src/services/storage/domain/limits.ts';
import { parseRange } from '../../src/services/storage/http/send.ts';
import { describeTransformations, parseTransformations } from '../../src/services/storage/infra/image.ts';

describe('object keys', () => {
  test.each(['a.txt', 'folder/sub/plik (1).png', "x!-_.*'()&$@=;:+,? y"])('accepts %j', (key) => expect(isValidKey(key)).toBe(true));
  test.each([
    '',
    '../a',
    'a/../b',
    'a/./b',
    '/abs',
    'a\\b',
    'a\u0000b',
    'a\nb',
    'zły.txt',
    'a'.repeat(256),
    'a#b',
    'a%b',
    'a//b',
    'x/',
    '//',
  ])('refuses %j', (key) => expect(isValidKey(key)).toBe(false));

  test('two valid keys never share a file on disk (the security review found a//b and a/b, x/ and x colliding)', () => {
    const segment = fc.oneof(fc.constantFrom('', '.', '..', 'a', 'b', 'x y'), fc.stringMatching(/^[a-z0-9._-]{0,4}$/));
    const key = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => segments.join('/'));
    fc.assert(
      fc.property(key, key, (first, second) => {
        if (!isValidKey(first) || !isValidKey(second) || first === second) return;
        expect(path.posix.normalize(first)).not.toBe(path.posix.normalize(second));
        expect(path.posix.normalize(first)).toBe(first);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('bucket names', () => {
  test('Supabase rules plus no dot folders', () => {
    expect(isValidBucketName('avatars')).toBe(true);
    expect(isValidBucketName('moje pliki')).toBe(true);
    for (const name of ['', '.', '..', 'a/b', 'ż', 'x'.repeat(101)]) expect(isValidBucketName(name), name).toBe(false);
  });
});

describe('mime types', () => {
  test('wildcards and exact types, parameters ignored', () => {
    expect(() => mustBeAllowedMimeType('image/png', ['image/*'])).not.toThrow();
    expect(() => mustBeAllowedMimeType('text/plain;charset=UTF-8', ['text/plain'])).not.toThrow();
    expect(() => mustBeAllowedMimeType('anything/at-all', [])).not.toThrow();
    expect(() => mustBeAllowedMimeType('image/gif', ['image/png', 'image/jpeg'])).toThrow(/mime type image\/gif is not supported/);
    expect(() => mustBeAllowedMimeType('nonsense', ['image/*'])).toThrow();
  });
});

describe('file size limits', () => {
  test('numbers and decimal units as the Storage API reads them', () => {
    expect(parseFileSizeLimit(1000)).toBe(1000);
    expect(parseFileSizeLimit('5MB')).toBe(5_000_000);
    expect(parseFileSizeLimit('1.5kb')).toBe(1500);
    expect(() => parseFileSizeLimit('5 MB')).toThrow();
    expect(() => parseFileSizeLimit(-1)).toThrow();
  });
});

describe('Range', () => {
  test('single ranges, suffixes and unsatisfiable ones', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange(undefined, 100)).toBeUndefined();
  });
});

describe('transformations', () => {
  test('round trip through the signed-token form, sizes clamped', () => {
    const text = describeTransformations({ width: 5000, height: 100, resize: 'contain', quality: 70, format: 'webp' }).join(',');
    expect(text).toBe('height:100,width:2500,resize:contain,quality:70,format:webp');
    expect(parseTransformations(text)).toEqual({ height: 100, width: 2500, resize: 'contain', quality: 70, format: 'webp' });
  });
});
