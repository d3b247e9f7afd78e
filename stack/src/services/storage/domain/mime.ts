/**
 * Content types of stored objects: strict parsing (one media type, RFC 9110 syntax), the check of what an upload
 * really is against what it claims (magic bytes, `file-type`), and which types a browser would run as a page.
 */
import { ERRORS } from '../errors.ts';

// file-type loads with the first upload it checks, not at every start of the stack.
const fileType = () => import('file-type');

export interface MediaType {
  /** `type/subtype`, lower-cased. */
  essence: string;
  type: string;
  subtype: string;
  /** Parameters with lower-cased names, in order. */
  parameters: [string, string][];
  /** The normalised form stored and served: essence plus parameters. */
  text: string;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const QUOTED = /^"(?:[\t !#-[\]-~\x80-\xff]|\\[\t -~\x80-\xff])*"$/;
const MAX_LENGTH = 255;

/** Splits on `;` outside quoted strings. */
function splitParameters(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < value.length; index++) {
    const char = value[index]!;
    if (quoted && char === '\\') {
      current += char + (value[index + 1] ?? '');
      index++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** One media type as RFC 9110 writes it (`type/subtype *(; name=value)`), or undefined for anything else. */
export function parseMediaType(value: string): MediaType | undefined {
  if (value.length === 0 || value.length > MAX_LENGTH) return undefined;
  const [head, ...rest] = splitParameters(value);
  const slash = head!.indexOf('/');
  if (slash < 0) return undefined;
  const type = head!.slice(0, slash).trim().toLowerCase();
  const subtype = head!
    .slice(slash + 1)
    .trim()
    .toLowerCase();
  if (!TOKEN.test(type) || !TOKEN.test(subtype)) return undefined;
  const parameters: [string, string][] = [];
  for (const part of rest) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const equals = trimmed.indexOf('=');
    if (equals <= 0) return undefined;
    const name = trimmed.slice(0, equals).toLowerCase();
    const parameterValue = trimmed.slice(equals + 1);
    if (!TOKEN.test(name) || !(TOKEN.test(parameterValue) || QUOTED.test(parameterValue))) return undefined;
    parameters.push([name, parameterValue]);
  }
  const essence = `${type}/${subtype}`;
  return { essence, type, subtype, parameters, text: [essence, ...parameters.map(([name, v]) => `${name}=${v}`)].join('; ') };
}

/** The parsed type of an upload, or Storage's 415 InvalidMimeType. */
export function mustParseMediaType(value: string): MediaType {
  const parsed = parseMediaType(value);
  if (!parsed) throw ERRORS.invalidMimeType(value);
  return parsed;
}

/** `image/png` against a bucket's allowed types such as `image/*` or `image/png` (their parameters are ignored). */
export function isAllowedMediaType(type: MediaType, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    if (entry.trim() === '*') return true;
    const [allowedType, allowedSubtype] = entry.split(';')[0]!.trim().toLowerCase().split('/');
    return allowedType === type.type && (allowedSubtype === '*' || allowedSubtype === type.subtype);
  });
}

/**
 * Types a browser renders as a document that can run script (or that a viewer may run script in): served as an
 * attachment in a sandbox, never inline on the API's origin.
 */
export function isActiveContent(essence: string): boolean {
  return (
    /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/xsl|application\/pdf)$/.test(essence) ||
    essence.endsWith('+xml') ||
    /(java|ecma)script$/.test(essence) ||
    essence === 'application/x-shockwave-flash'
  );
}

/** Raster formats whose magic bytes identify them (file-type's answers, with the aliases browsers send). */
const SNIFFABLE: Record<string, readonly string[]> = {
  'image/png': ['image/png', 'image/apng'],
  'image/apng': ['image/apng', 'image/png'],
  'image/jpeg': ['image/jpeg'],
  'image/jpg': ['image/jpeg'],
  'image/pjpeg': ['image/jpeg'],
  'image/gif': ['image/gif'],
  'image/webp': ['image/webp'],
  'image/avif': ['image/avif'],
  'image/bmp': ['image/bmp'],
  'image/tiff': ['image/tiff'],
  'image/x-icon': ['image/x-icon'],
  'image/vnd.microsoft.icon': ['image/x-icon'],
  'image/heic': ['image/heic', 'image/heif'],
  'image/heif': ['image/heif', 'image/heic'],
  'image/jxl': ['image/jxl'],
};

/** What file-type reports for the raster formats above: inert images, whichever of them a file turns out to be. */
const INERT_IMAGES = new Set(Object.values(SNIFFABLE).flat());

/** Whether every allowed type of the bucket is an image type: then every upload must prove to be the image it claims. */
export function isImageBucket(allowed: readonly string[] | null | undefined): boolean {
  return Boolean(allowed?.length) && allowed!.every((entry) => entry.trim().toLowerCase().startsWith('image/'));
}

function looksLikeSvg(head: Buffer): boolean {
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<') && /<svg[\s>]/i.test(text);
}

/**
 * Refuses an upload declared as a raster image type file-type knows whose bytes are no raster image (SVG, HTML, XML,
 * script, PDF or anything unrecognised), and in image buckets anything that cannot be checked (so `image/x-whatever`
 * carries no HTML into them). One inert image format declared as another (a JPEG sent as `image/png`) is accepted,
 * as Supabase Storage accepts it: browsers render either as a picture and nothing in it can run.
 */
export async function mustMatchContent(type: MediaType, head: Buffer, allowed: readonly string[] | null | undefined): Promise<void> {
  if (SNIFFABLE[type.essence]) {
    const detected = (await (await fileType()).fileTypeFromBuffer(head))?.mime;
    if (!detected || !INERT_IMAGES.has(detected)) throw ERRORS.contentMismatch(type.essence, detected);
    return;
  }
  if (!isImageBucket(allowed)) return;
  if (type.essence === 'image/svg+xml' && looksLikeSvg(head)) return;
  throw ERRORS.contentMismatch(type.essence, (await (await fileType()).fileTypeFromBuffer(head))?.mime);
}
