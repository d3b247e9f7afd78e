import { getSupabase } from '../../lib/supabase';
import { parseQuizAnswers, type QuizQuestion } from './quiz';
import { loaded } from '../../lib/query';

/** The 12 archetypes in display order. */
export async function fetchArchetypes() {
  return loaded(
    await getSupabase()
      .from('brand_archetypes')
      .select('slug, position, name, motto, summary, description, desire, fear, voice, traits, brands, colors, prompt_tip')
      .order('position', { ascending: true }),
    'Could not load the brand archetypes',
  );
}

export type Archetype = Awaited<ReturnType<typeof fetchArchetypes>>[number];

/** The quiz questions in order, with their answers checked. */
export async function fetchQuizQuestions(): Promise<QuizQuestion[]> {
  const data = loaded(
    await getSupabase().from('brand_quiz_questions').select('position, question, answers').order('position', { ascending: true }),
    'Could not load the quiz',
  );
  return data.map((row) => ({ position: row.position, question: row.question, answers: parseQuizAnswers(row.answers) }));
}
