import { DataLoadError } from '../../lib/errors';
import { slugPattern } from '../../lib/slug';
import { getSupabase } from '../../lib/supabase';
import { loaded } from '../../lib/query';
import { byPosition } from '../../lib/by-position';

/** The published tips of the series, in order. */
export async function fetchDesignTips() {
  return loaded(
    await byPosition('design_tips', 'slug, position, title, lead, reading_minutes, published_at').eq('status', 'published'),
    'Could not load the design tips',
  );
}

export type DesignTipSummary = Awaited<ReturnType<typeof fetchDesignTips>>[number];

/** One tip with its neighbours in the series; null when it does not exist or is not published. */
export async function fetchDesignTip(slug: string) {
  if (!slugPattern.test(slug)) return null;
  const supabase = getSupabase();
  const [tipResult, series] = await Promise.all([
    supabase
      .from('design_tips')
      .select('slug, position, title, lead, body_md, checklist, reading_minutes, published_at')
      .eq('status', 'published')
      .eq('slug', slug)
      .maybeSingle(),
    fetchDesignTips(),
  ]);
  if (tipResult.error) throw new DataLoadError(`Could not load design tip ${slug}`, { cause: tipResult.error });
  const tip = tipResult.data;
  if (!tip) return null;
  const index = series.findIndex((entry) => entry.slug === slug);
  return { ...tip, previous: index > 0 ? series[index - 1] : undefined, next: series[index + 1], total: series.length, number: index + 1 };
}

export type DesignTip = NonNullable<Awaited<ReturnType<typeof fetchDesignTip>>>;
