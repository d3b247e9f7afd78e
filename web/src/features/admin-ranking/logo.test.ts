import { describe, expect, test } from 'vitest';
import { formatFileSize, logoFileProblem, logoObjectPath } from './logo';

describe('logoFileProblem', () => {
  test('PNG, JPEG and WebP up to 1 MiB are accepted', () => {
    expect(logoFileProblem({ name: 'logo.png', type: 'image/png', size: 2048 })).toBeNull();
    expect(logoFileProblem({ name: 'logo.jpg', type: 'image/jpeg', size: 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ name: 'logo.webp', type: 'image/webp', size: 1 })).toBeNull();
  });

  test('other types, SVG included, are refused with the file name', () => {
    expect(logoFileProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 100 })).toMatch(
      /„logo.svg” nie jest obrazem PNG, JPEG ani WebP/,
    );
    expect(logoFileProblem({ name: 'cennik.pdf', type: 'application/pdf', size: 100 })).toMatch(/cennik.pdf/);
  });

  test('empty and too large files are refused with their size', () => {
    expect(logoFileProblem({ name: 'pusty.png', type: 'image/png', size: 0 })).toMatch(/jest pusty/);
    expect(logoFileProblem({ name: 'duzy.png', type: 'image/png', size: 1024 * 1024 + 1 })).toBe(
      'Plik „duzy.png” ma 1 MB, a logo może mieć najwyżej 1 MB. Zmniejsz obraz i spróbuj ponownie.',
    );
    expect(logoFileProblem({ name: 'duzy.png', type: 'image/png', size: 1.5 * 1024 * 1024 })).toMatch(/ma 1,5 MB/);
  });
});

describe('logoObjectPath', () => {
  test('slug, a cleaned random part and the extension of the type', () => {
    expect(logoObjectPath('adobe-firefly', 'image/png', 'AbC-123_x')).toBe('adobe-firefly-abc123x.png');
    expect(logoObjectPath('flux', 'image/jpeg', '!!!')).toBe('flux-logo.jpg');
    // The database check ai_tools_logo_path_format: lower-case letters, digits, dots, dashes, underscores.
    expect(logoObjectPath('flux', 'image/webp', 'f3a9c2d1e0b4a5c6d7')).toMatch(/^[a-z0-9][a-z0-9._-]*$/);
  });
});

test('formatFileSize uses Polish decimals', () => {
  expect(formatFileSize(500)).toBe('1 KB');
  expect(formatFileSize(200 * 1024)).toBe('200 KB');
  expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2,3 MB');
});
