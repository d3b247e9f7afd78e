import { describe, expect, test } from 'vitest';
import { marked } from 'marked';
import type { TextEdit } from './markdown-edit';
import {
  altTextProblem,
  filterMediaItems,
  formatFileSize,
  imageMarkdown,
  insertImageAtCursor,
  libraryPathFor,
  markdownUsesImage,
  mediaFileProblem,
  sniffImageType,
} from './media-library';

const at = (value: string, start: number, end = start): TextEdit => ({ value, selectionStart: start, selectionEnd: end });
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

const url = 'http://127.0.0.1:54321/storage/v1/object/public/covers/library/2026-11/1764000000000-zachod-slonca.png';

describe('insertImageAtCursor', () => {
  test('an image typed into the middle of a paragraph becomes a paragraph of its own, cursor after it', () => {
    const result = insertImageAtCursor(at('Przed obrazem. Po obrazie.', 15), 'Zachód słońca', url);
    expect(result.value).toBe(`Przed obrazem. \n\n![Zachód słońca](${url})\n\nPo obrazie.`);
    expect(result.selectionStart).toBe(result.value.indexOf('\n\nPo obrazie') + 2);
    expect(result.selectionEnd).toBe(result.selectionStart);
  });

  test('no blank lines are added where there already are some, and a selection is replaced', () => {
    expect(insertImageAtCursor(at('', 0), 'A', url).value).toBe(`![A](${url})\n`);
    expect(insertImageAtCursor(at('Akapit.\n\n', 9), 'A', url).value).toBe(`Akapit.\n\n![A](${url})\n`);
    expect(insertImageAtCursor(at('Jeden\n\nTO\n\nDwa', 7, 9), 'A', url).value).toBe(`Jeden\n\n![A](${url})\n\nDwa`);
    expect(insertImageAtCursor(at('Jeden\nDwa', 6), 'A', url).value).toBe(`Jeden\n\n![A](${url})\n\nDwa`);
  });

  test('what it inserts renders as an image with that alt text, even with brackets in it', () => {
    const result = insertImageAtCursor(at('Tekst', 5), 'Ramka [16:9] z \\ukośnikiem', url);
    // marked is the site's Markdown parser (lib/markdown.ts sanitises its output, which keeps <img src alt>).
    const html = marked.parse(result.value, { async: false, gfm: true });
    expect(html).toContain(`<img src="${url}" alt="Ramka [16:9] z \\ukośnikiem">`);
  });

  test('imageMarkdown keeps the URL in one piece and the alt text on one line', () => {
    expect(imageMarkdown('  dwa\nwiersze ', 'http://x/a b(1).png')).toBe('![dwa wiersze](http://x/a%20b%281%29.png)');
  });
});

describe('markdownUsesImage', () => {
  const path = 'library/2026-11/1764000000000-zachod-slonca.png';

  test('finds the plain public URL and the resized one', () => {
    expect(markdownUsesImage(`![a](${url})`, path)).toBe(true);
    expect(markdownUsesImage(`<img src="${url}">`, path)).toBe(true);
    expect(markdownUsesImage(`![a](http://h/storage/v1/render/image/public/covers/${path}?width=800)`, path)).toBe(true);
  });

  test('a path that merely starts the same, another bucket or a look-alike character is not a use', () => {
    expect(markdownUsesImage(`![a](${url}x)`, path)).toBe(false);
    expect(markdownUsesImage(`![a](${url}/inny.png)`, path)).toBe(false);
    expect(markdownUsesImage(`![a](${url.replace('/covers/', '/media/')})`, path)).toBe(false);
    // "." in the path is a literal dot, not "any character".
    expect(markdownUsesImage(`![a](${url.replace('slonca.png', 'slonca-png')})`, path)).toBe(false);
    expect(markdownUsesImage('Zwykły tekst bez obrazów.', path)).toBe(false);
  });
});

describe('file checks', () => {
  test('the type is read from the bytes, whatever the name or the browser says', () => {
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0]))).toBe('image/avif');
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(bytes('<!doctype html><script>'))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypheic'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  test('refused files get a Polish reason; a fitting image gets none', () => {
    expect(mediaFileProblem({ size: 0 }, null)).toBe('Ten plik jest pusty.');
    expect(mediaFileProblem({ size: 100 }, null)).toBe(
      'Ten plik nie jest obrazem JPG, PNG, WebP, AVIF ani GIF (sprawdzono jego zawartość).',
    );
    expect(mediaFileProblem({ size: 100 }, 'image/svg+xml')).toContain('nie jest obrazem');
    expect(mediaFileProblem({ size: 6 * 1024 * 1024 }, 'image/png')).toBe('Plik ma 6,0 MB; limit to 5 MB.');
    expect(mediaFileProblem({ size: 5 * 1024 * 1024 }, 'image/webp')).toBeNull();
  });

  test('alt text is required and limited', () => {
    expect(altTextProblem('   ')).toBe('Podaj tekst alternatywny: opisz, co widać na obrazie.');
    expect(altTextProblem('a'.repeat(301))).toBe('Tekst alternatywny może mieć najwyżej 300 znaków.');
    expect(altTextProblem('Zachód słońca nad morzem')).toBeNull();
  });

  test('a new file goes to library/<month>/ under a fresh, safe name with the extension of its real type', () => {
    const now = new Date('2026-11-25T23:10:00Z');
    expect(libraryPathFor('Zachód Słońca (1).PNG', 'image/jpeg', now)).toBe(`library/2026-11/${now.getTime()}-zachod-slonca-1.jpg`);
    expect(libraryPathFor('.png', 'image/png', now)).toBe(`library/2026-11/${now.getTime()}-obraz.png`);
    expect(libraryPathFor('../../etc/passwd', 'image/gif', now)).toMatch(/^library\/2026-11\/\d+-[a-z0-9-]+\.gif$/);
  });
});

describe('the library grid', () => {
  const items = [
    { alt: 'Zachód słońca nad morzem', path: 'library/2026-11/1-plaza.webp' },
    { alt: 'Łódź na jeziorze', path: 'library/2026-11/2-jezioro.png' },
    { alt: 'Ilustracja poglądowa', path: 'seed/midjourney-parametr-chaos.webp' },
  ];

  test('search matches alt text and file name, without case or diacritics, every word', () => {
    expect(filterMediaItems(items, 'lodz').map((item) => item.alt)).toEqual(['Łódź na jeziorze']);
    expect(filterMediaItems(items, 'ZACHOD morze').map((item) => item.alt)).toEqual(['Zachód słońca nad morzem']);
    expect(filterMediaItems(items, 'chaos').map((item) => item.path)).toEqual(['seed/midjourney-parametr-chaos.webp']);
    expect(filterMediaItems(items, 'jezioro plaza')).toEqual([]);
    expect(filterMediaItems(items, '  ')).toHaveLength(3);
    // The folder is not part of the file name.
    expect(filterMediaItems(items, 'library')).toEqual([]);
  });

  test('sizes read the Polish way', () => {
    expect(formatFileSize(830)).toBe('830 B');
    expect(formatFileSize(12_700)).toBe('12,4 KB');
    expect(formatFileSize(1_300_000)).toBe('1,2 MB');
  });
});
