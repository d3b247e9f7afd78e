import { DataLoadError } from '../../lib/errors';
import { getSupabase } from '../../lib/supabase';
import { parseChoiceSteps, parseRangeSteps, type ChoiceStep, type RangeStep } from './utils';

type GuideBase = {
  slug: string;
  parameter: string;
  title: string;
  lead: string;
  basePrompt: string;
  bodyMd: string;
  article: { slug: string; section: string; title: string } | null;
  cover_path: string | null;
  cover_alt: string | null;
};

export type RangeGuide = GuideBase & { kind: 'range'; min: number; max: number; step: number; defaultValue: number; steps: RangeStep[] };
export type ChoiceGuide = GuideBase & { kind: 'choice'; defaultIndex: number; steps: ChoiceStep[] };
export type ParameterGuide = RangeGuide | ChoiceGuide;

/** One guide with its slider scale checked and its full article resolved; null when the guide does not exist. */
export async function fetchParameterGuide(slug: string): Promise<ParameterGuide | null> {
  const supabase = getSupabase();
  const { data: row, error } = await supabase
    .from('parameter_guides')
    .select(
      'slug, parameter, title, lead, kind, min_value, max_value, step, default_value, base_prompt, steps, body_md, article_slug, cover_path, cover_alt',
    )
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw new DataLoadError(`Could not load parameter guide ${slug}`, { cause: error });
  if (!row) return null;

  let article: GuideBase['article'] = null;
  if (row.article_slug) {
    const result = await supabase
      .from('posts')
      .select('slug, section, title')
      .eq('status', 'published')
      .eq('slug', row.article_slug)
      .maybeSingle();
    if (result.error) throw new DataLoadError(`Could not load the article of guide ${slug}`, { cause: result.error });
    article = result.data;
  }

  const base: GuideBase = {
    slug: row.slug,
    parameter: row.parameter,
    title: row.title,
    lead: row.lead,
    basePrompt: row.base_prompt,
    bodyMd: row.body_md,
    article,
    cover_path: row.cover_path,
    cover_alt: row.cover_alt,
  };
  if (row.kind === 'choice') {
    const steps = parseChoiceSteps(row.steps);
    const defaultIndex = Math.min(Math.max(Math.round(row.default_value ?? 0), 0), steps.length - 1);
    return { ...base, kind: 'choice', steps, defaultIndex };
  }
  if (row.min_value === null || row.max_value === null || row.step === null || row.default_value === null) {
    throw new DataLoadError(`Parameter guide ${slug} has an incomplete range`);
  }
  return {
    ...base,
    kind: 'range',
    min: row.min_value,
    max: row.max_value,
    step: row.step,
    defaultValue: row.default_value,
    steps: parseRangeSteps(row.steps),
  };
}
