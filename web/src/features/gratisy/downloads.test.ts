import { describe, expect, test } from 'vitest';
import { canDownload, downloadFileName, formatFileSize, groupByKind, previewPath, toKind, type Download } from './downloads';

const item = (overrides: Partial<Download>): Download => ({
  slug: 'x',
  title: 'X',
  description: '',
  kind: 'prompt_pack',
  filePath: 'x.md',
  fileFormat: 'Markdown',
  fileSizeBytes: 100,
  membersOnly: false,
  position: 1,
  ...overrides,
});

describe('downloads', () => {
  test('groups by kind in page order, sorted by position, without empty kinds', () => {
    const groups = groupByKind([
      item({ slug: 'w', kind: 'wallpaper', position: 1 }),
      item({ slug: 'p2', position: 2 }),
      item({ slug: 'p1', position: 1 }),
    ]);
    expect(groups.map((group) => [group.kind, group.items.map((download) => download.slug)])).toEqual([
      ['prompt_pack', ['p1', 'p2']],
      ['wallpaper', ['w']],
    ]);
  });

  test('file sizes in Polish notation', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(4682)).toBe('4,6 KB');
    expect(formatFileSize(1024 * 1024 * 1.25)).toBe('1,3 MB');
    expect(formatFileSize(null)).toBeNull();
  });

  test('members-only items need an account', () => {
    expect(canDownload({ membersOnly: false }, false)).toBe(true);
    expect(canDownload({ membersOnly: true }, false)).toBe(false);
    expect(canDownload({ membersOnly: true }, true)).toBe(true);
  });

  test('kinds and file names', () => {
    expect(toKind('cheat_sheet')).toBe('cheat_sheet');
    expect(toKind('ebook')).toBeNull();
    expect(downloadFileName('tapety/mglawica.webp')).toBe('mglawica.webp');
  });
});

describe('previewPath', () => {
  test('names the preview of a wallpaper, and none for other downloads', () => {
    expect(previewPath({ kind: 'wallpaper', filePath: 'tapeta-stwor-1080x1920.png' })).toBe('gratisy/tapeta-stwor-1080x1920.webp');
    expect(previewPath({ kind: 'wallpaper', filePath: 'tapety/tapeta-mglawica-1920x1080.webp' })).toBe(
      'gratisy/tapeta-mglawica-1920x1080.webp',
    );
    expect(previewPath({ kind: 'cheat_sheet', filePath: 'sciaga.md' })).toBeNull();
    expect(previewPath({ kind: 'wallpaper', filePath: 'tapeta.zip' })).toBeNull();
  });
});
