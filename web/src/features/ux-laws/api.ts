import { DataLoadError } from '../../lib/errors';
import { getSupabase } from '../../lib/supabase';

export async function fetchUxLaws() {
  const { data, error } = await getSupabase()
    .from('ux_laws')
    .select('slug, position, name, original_name, category, summary, description, example, tip, origin')
    .order('position', { ascending: true });
  if (error) throw new DataLoadError('Could not load the laws of UX', { cause: error });
  return data;
}

export type UxLaw = Awaited<ReturnType<typeof fetchUxLaws>>[number];
