import { buckets, transformUrl } from './storage';

/** Widths a cover is offered in; the browser picks from them by the slot's size. */
export const coverWidths = [400, 800, 1200] as const;

/** `src` and `srcset` of a cover: the browser picks the smallest width that fills the slot at the screen's density. */
export function coverSources(path: string): { src: string; srcSet: string } {
  const url = (width: number) => transformUrl(buckets.covers, path, { width, quality: 75 });
  return { src: url(800), srcSet: coverWidths.map((width) => `${url(width)} ${width}w`).join(', ') };
}

/** The link-preview picture of a page: its cover cropped to exactly 1200×630 (the Open Graph size). */
export function coverShareImageUrl(path: string): string {
  return transformUrl(buckets.covers, path, { width: 1200, height: 630, resize: 'cover' });
}

/** usePageMeta's `image` for a page with a cover (path in the `covers` bucket), or none without one. */
export function coverShareImage(cover: { cover_path: string | null; cover_alt: string | null }) {
  return cover.cover_path ? { url: coverShareImageUrl(cover.cover_path), alt: cover.cover_alt ?? '', width: 1200, height: 630 } : undefined;
}
