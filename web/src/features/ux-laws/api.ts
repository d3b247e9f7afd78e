import { getSupabase } from '../../lib/supabase';
import { loaded } from '../../lib/query';

export async function fetchUxLaws() {
  return loaded(
    await getSupabase()
      .from('ux_laws')
      .select('slug, position, name, original_name, category, summary, description, example, tip, origin')
      .order('position', { ascending: true }),
    'Could not load the laws of UX',
  );
}

export type UxLaw = Awaited<ReturnType<typeof fetchUxLaws>>[number];
