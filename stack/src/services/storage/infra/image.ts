import type { Readable } from 'node:stream';
import { ERRORS } from '../errors.ts';

export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  format?: 'origin' | 'avif' | 'webp';
  quality?: number;
}

/** imgproxy's size limits in Supabase's default setup. */
const MIN_SIZE = 1;
const MAX_SIZE = 2500;
const DEFAULT_QUALITY = 80;
const clamp = (value: number) => Math.min(Math.max(value, MIN_SIZE), MAX_SIZE);

/** `height:100,width:100,resize:cover` — how Supabase lists transformations in signed URLs' tokens. */
export function describeTransformations(options: TransformOptions): string[] {
  const parts: string[] = [];
  if (options.height) parts.push(`height:${clamp(options.height)}`);
  if (options.width) parts.push(`width:${clamp(options.width)}`);
  if ((options.width || options.height) && options.resize) parts.push(`resize:${options.resize}`);
  if (options.quality) parts.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') parts.push(`format:${options.format}`);
  return parts;
}

/** imgproxy's name for each resize mode, as Supabase's image renderer maps them (cover, and no mode, is `fill`). */
const RESIZING_TYPE = { cover: 'fill', contain: 'fit', fill: 'force' } as const;

/**
 * `height:200,width:200,resizing_type:fill,quality:60` — the segments Supabase's renderer sends imgproxy and answers
 * in X-Transformations: a size always brings its resizing type, the default included; quality before format.
 */
export function imgproxyTransformations(options: TransformOptions): string[] {
  const parts: string[] = [];
  if (options.height) parts.push(`height:${clamp(options.height)}`);
  if (options.width) parts.push(`width:${clamp(options.width)}`);
  if (options.width || options.height) parts.push(`resizing_type:${RESIZING_TYPE[options.resize ?? 'cover'] ?? 'fill'}`);
  if (options.quality) parts.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') parts.push(`format:${options.format}`);
  return parts;
}

export function parseTransformations(text: string): TransformOptions {
  const options: TransformOptions = {};
  for (const part of text.split(',')) {
    const [name, value = ''] = part.split(':');
    if (name === 'width' || name === 'height' || name === 'quality') options[name] = parseInt(value, 10);
    else if (name === 'resize') options.resize = value as TransformOptions['resize'];
    else if (name === 'format') options.format = value as TransformOptions['format'];
  }
  return options;
}

const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

const MIME_BY_FORMAT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  heif: 'image/avif',
  gif: 'image/gif',
  tiff: 'image/tiff',
  svg: 'image/png',
};

/**
 * Resizes and re-encodes with sharp the way Supabase's imgproxy does: cover by default, never enlarging, WebP when
 * the client accepts it and no format was asked for. The source streams in; the (small) result is returned
 * whole so a broken image becomes an error response instead of a cut-off body.
 */
export async function transformImage(
  source: Readable,
  options: TransformOptions,
  accept: string | undefined,
): Promise<{ data: Buffer; mimeType: string }> {
  // sharp (libvips) loads with the first transformation, not at every start of the stack.
  const { default: sharp } = await import('sharp');
  const pipeline = sharp({ failOn: 'none' }).rotate();
  if (options.width || options.height) {
    pipeline.resize({
      width: options.width ? clamp(options.width) : undefined,
      height: options.height ? clamp(options.height) : undefined,
      fit: FIT[options.resize ?? 'cover'],
      withoutEnlargement: true,
    });
  }
  const quality = options.quality ?? DEFAULT_QUALITY;
  let format = options.format;
  // Only WebP is chosen from Accept: Supabase runs imgproxy with IMGPROXY_ENABLE_WEBP_DETECTION alone (CLI and
  // self-hosted), so a browser that also accepts AVIF still gets WebP; AVIF only when asked for by `format`.
  if (!format && accept?.includes('image/webp')) format = 'webp';
  if (format === 'webp') pipeline.webp({ quality });
  else if (format === 'avif') pipeline.avif({ quality });
  else pipeline.jpeg({ quality, force: false }).png({ quality, force: false }).webp({ quality, force: false });
  source.on('error', (error) => pipeline.destroy(error));
  source.pipe(pipeline);
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, mimeType: MIME_BY_FORMAT[info.format] ?? 'application/octet-stream' };
  } catch (error) {
    throw ERRORS.imageProcessing(`Image transformation failed: ${(error as Error).message}`);
  }
}
