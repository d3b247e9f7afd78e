import { getSupabase } from './supabase';

/** Public URL of a picture of the site in the public `media` bucket (seeded from supabase/seed-files/media). */
export function mediaUrl(path: string): string {
  return getSupabase().storage.from('media').getPublicUrl(path).data.publicUrl;
}

/** A picture of the `media` bucket resized to `width` by Storage's image transformation. */
export function mediaTransformUrl(path: string, width: number): string {
  return getSupabase()
    .storage.from('media')
    .getPublicUrl(path, { transform: { width, quality: 80 } }).data.publicUrl;
}
