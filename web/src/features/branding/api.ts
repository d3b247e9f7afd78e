import { parseQuizAnswers, type QuizQuestion } from './quiz';
import { loadByPosition } from '../../lib/by-position';

const archetypeColumns = 'slug, position, name, motto, summary, description, desire, fear, voice, traits, brands, colors, prompt_tip';

/** The 12 archetypes in display order. */
export const fetchArchetypes = () => loadByPosition('brand_archetypes', archetypeColumns, 'Could not load the brand archetypes');

export type Archetype = Awaited<ReturnType<typeof fetchArchetypes>>[number];

/** The quiz questions in order, with their answers checked. */
export async function fetchQuizQuestions(): Promise<QuizQuestion[]> {
  const data = await loadByPosition('brand_quiz_questions', 'position, question, answers', 'Could not load the quiz');
  return data.map((row) => ({ position: row.position, question: row.question, answers: parseQuizAnswers(row.answers) }));
}
