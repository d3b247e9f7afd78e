import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isActiveContent, isAllowedMediaType, mustMatchContent, parseMediaType } from '../../src/services/storage/domain/mime.ts';

describe('parseMediaType', () => {
  test('accepts one media type with parameters and normalises case and spacing', () => {
    expect(parseMediaType('IMAGE/PNG')?.text).toBe('image/png');
    expect(parseMediaType('text/plain;Charset=UTF-8')?.text).toBe('text/plain; charset=UTF-8');
    expect(parseMediaType('multipart/form-data; boundary="a;b"')?.parameters).toEqual([['boundary', '"a;b"']]);
  });

  test('refuses lists, empty parts and stray characters', () => {
    for (const value of [
      'image/png;,image/svg+xml',
      'image/png, image/svg+xml',
      'image/png;x',
      'image/',
      '/png',
      'image png',
      'image/png ; a',
      '',
      'a/b\u0000',
    ]) {
      expect(parseMediaType(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  test('never throws; what it accepts has exactly one type and parses again to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        const parsed = parseMediaType(value);
        if (!parsed) return;
        expect(parsed.essence.split('/')).toHaveLength(2);
        expect(parsed.essence).not.toMatch(/[,\s;]/);
        expect(parseMediaType(parsed.text)?.text).toBe(parsed.text);
      }),
      { numRuns: 3000 },
    );
  });

  test('a comma outside quotes is never accepted, whatever surrounds it', () => {
    const token = fc.stringMatching(/^[a-z0-9+.-]{1,8}$/);
    fc.assert(
      fc.property(token, token, token, fc.constantFrom(',', ';,', ', ', ',;'), (a, b, c, glue) => {
        expect(parseMediaType(`${a}/${b}${glue}${c}/${a}`)).toBeUndefined();
      }),
    );
  });
});

describe('allow lists and active content', () => {
  test('wildcards match the parsed type only', () => {
    const svg = parseMediaType('image/svg+xml')!;
    expect(isAllowedMediaType(svg, ['image/*'])).toBe(true);
    expect(isAllowedMediaType(svg, ['image/png', 'image/jpeg'])).toBe(false);
    expect(isAllowedMediaType(parseMediaType('IMAGE/PNG')!, ['image/png'])).toBe(true);
  });

  test('documents that can run script are active content; images and text are not', () => {
    for (const type of ['text/html', 'image/svg+xml', 'application/xhtml+xml', 'application/xml', 'application/rss+xml', 'text/javascript'])
      expect(isActiveContent(type), type).toBe(true);
    for (const type of ['image/png', 'text/plain', 'application/json', 'application/octet-stream'])
      expect(isActiveContent(type), type).toBe(false);
  });

  test('an SVG is no PNG, and an image bucket takes nothing it cannot check', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expect(mustMatchContent(parseMediaType('image/png')!, svg, null)).rejects.toMatchObject({ status: 415 });
    await expect(mustMatchContent(parseMediaType('image/x-unknown')!, svg, ['image/*'])).rejects.toMatchObject({ status: 415 });
    await expect(mustMatchContent(parseMediaType('image/svg+xml')!, svg, ['image/*'])).resolves.toBeUndefined();
    await expect(mustMatchContent(parseMediaType('text/plain')!, svg, null)).resolves.toBeUndefined();
  });
});
