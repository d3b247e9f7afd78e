import { getSupabase } from './supabase';

/** Public URL of a picture of the site in the public `media` bucket (seeded from supabase/seed-files/media). */
export function mediaUrl(path: string): string {
  return getSupabase().storage.from('media').getPublicUrl(path).data.publicUrl;
}
