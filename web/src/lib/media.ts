import { buckets, publicUrl, transformUrl } from './storage';

/** Public URL of a picture of the site in the public `media` bucket (seeded from supabase/seed-files/media). */
export function mediaUrl(path: string): string {
  return publicUrl(buckets.media, path);
}

/** A picture of the `media` bucket resized to `width` by Storage's image transformation. */
export function mediaTransformUrl(path: string, width: number): string {
  return transformUrl(buckets.media, path, { width, quality: 80 });
}
