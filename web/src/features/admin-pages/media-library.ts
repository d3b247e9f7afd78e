// Pure rules of the admin media library: which files it takes, where they are stored, how an image goes into the
// Markdown at the cursor, whether a text uses an image, and how the grid is searched. No I/O here (see media-api.ts).

import { foldForSearch } from '../../lib/polish-text';
import type { TextEdit } from './markdown-edit';
import { slugify } from './slug';
import { buckets } from '../../lib/storage';

/** The bucket of the library: covers, so a library image can become a post's cover (posts.cover_path) as it is. */
export const mediaBucket = buckets.covers;
/** Uploads from the library live under this prefix (covers of a single post live under posts/<id>/). */
export const libraryPrefix = 'library/';
export const mediaMaxBytes = 5 * 1024 * 1024;
export const altMaxLength = 300;

/** The image types of the library, with the file extension each is stored under (the database allows these). */
export const mediaTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
} as const;
export type MediaType = keyof typeof mediaTypes;

const isMediaType = (type: string): type is MediaType => Object.prototype.hasOwnProperty.call(mediaTypes, type);

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image type the first bytes of a file show (its "magic number"), or null when it is none of the library's types.
 * The browser's `File.type` only reflects the file name's extension, so the library trusts the bytes.
 */
export function sniffImageType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  // ISO-BMFF: a box "ftyp" at offset 4 whose major brand is avif (still image) or avis (image sequence).
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'image/avif';
  return null;
}

const formatMegabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace('.', ',');

/** Why a file cannot go into the library, in Polish; null when it can. `sniffed` is what its bytes are. */
export function mediaFileProblem(file: { size: number }, sniffed: string | null): string | null {
  if (file.size === 0) return 'Ten plik jest pusty.';
  if (!sniffed || !isMediaType(sniffed)) return 'Ten plik nie jest obrazem JPG, PNG, WebP, AVIF ani GIF (sprawdzono jego zawartość).';
  if (file.size > mediaMaxBytes) return `Plik ma ${formatMegabytes(file.size)} MB; limit to 5 MB.`;
  return null;
}

/** Why an alt text cannot be saved, in Polish; null when it can. */
export function altTextProblem(alt: string): string | null {
  if (alt.trim() === '') return 'Podaj tekst alternatywny: opisz, co widać na obrazie.';
  if (alt.length > altMaxLength) return `Tekst alternatywny może mieć najwyżej ${altMaxLength} znaków.`;
  return null;
}

/** Where a new library file is stored: a month folder and a fresh name per upload (never overwrites, no stale caches). */
export function libraryPathFor(fileName: string, type: MediaType, now = new Date()): string {
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const base = slugify(fileName.replace(/\.[^.]*$/, '')).slice(0, 60) || 'obraz';
  return `${libraryPrefix}${month}/${now.getTime()}-${base}.${mediaTypes[type]}`;
}

/** A name for a pasted image, which has none of its own ("image.png" in every browser). */
export function pastedFileName(now = new Date()): string {
  return `wklejony-obraz-${now.toISOString().slice(0, 19).replace(/[-:T]/g, '')}`;
}

/** `![alt](url)`, with the characters that would end the alt text escaped. */
export function imageMarkdown(alt: string, url: string): string {
  const text = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (char) => `\\${char}`);
  const target = url.replace(/[ ()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `![${text}](${target})`;
}

/**
 * Puts an image at the cursor (replacing a selection) as a paragraph of its own, so it renders as a block image:
 * blank lines are added only where the text around it needs them. The cursor ends after the image.
 */
export function insertImageAtCursor(edit: TextEdit, alt: string, url: string): TextEdit {
  const before = edit.value.slice(0, edit.selectionStart);
  const after = edit.value.slice(edit.selectionEnd);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${imageMarkdown(alt, url)}${tail}`;
  const cursor = before.length + inserted.length;
  return { value: before + inserted + after, selectionStart: cursor, selectionEnd: cursor };
}

/** The path's characters are limited (media_items_path_format), so "." is the only regex character to escape. */
const escapePath = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether Markdown uses a library image through its public URL (plain or resized: `/public/<bucket>/<path>` followed
 * by anything but a path character). The database's media_item_usages() applies the same rule to saved posts; the
 * editor applies this one to the text being edited, which is not saved yet.
 */
export function markdownUsesImage(markdown: string, path: string, bucket: string = mediaBucket): boolean {
  return new RegExp(`/public/${escapePath(bucket)}/${escapePath(path)}(?![A-Za-z0-9/._-])`).test(markdown);
}

/** The file name shown for an item: the last part of its path. */
export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Items whose alt text or file name contain every word of the query, ignoring case and Polish diacritics. */
export function filterMediaItems<T extends { alt: string; path: string }>(items: readonly T[], query: string): T[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = foldForSearch(`${item.alt} ${fileNameOf(item.path)}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** A size as an editor reads it: "830 B", "12,4 KB", "1,2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
  return `${formatMegabytes(bytes)} MB`;
}
