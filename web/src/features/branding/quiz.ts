/** Brand identity quiz: answers are letters (a = first answer) kept in the URL, so a result can be shared. */

export type QuizAnswer = { text: string; archetypes: string[] };
export type QuizQuestion = { position: number; question: string; answers: QuizAnswer[] };

export const answerLetters = 'abcdef';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the answers JSON of a question row. */
export function parseQuizAnswers(json: unknown): QuizAnswer[] {
  if (!Array.isArray(json) || json.length > answerLetters.length) throw new Error('answers must be an array of at most 6');
  return json.map((answer, index) => {
    if (!isRecord(answer) || typeof answer.text !== 'string' || !Array.isArray(answer.archetypes)) {
      throw new Error(`answers[${index}] needs text and archetypes`);
    }
    return { text: answer.text, archetypes: answer.archetypes.filter((slug): slug is string => typeof slug === 'string') };
  });
}

/** The answer letters from the URL, cut to the valid ones for the questions; anything malformed restarts the quiz. */
export function parseAnswerTrail(raw: unknown, questions: readonly QuizQuestion[]): string {
  if (typeof raw !== 'string' || raw.length > questions.length) return '';
  for (const [index, letter] of [...raw].entries()) {
    const answerIndex = answerLetters.indexOf(letter);
    if (answerIndex < 0 || answerIndex >= (questions[index]?.answers.length ?? 0)) return '';
  }
  return raw;
}

export type ArchetypeScore = { slug: string; points: number; share: number };

/**
 * Points per archetype: the first archetype of a chosen answer gets 2, the others 1. Sorted by points, ties in
 * the archetypes' display order. `share` is the percentage of all points, rounded.
 */
export function scoreQuiz(questions: readonly QuizQuestion[], trail: string, archetypeOrder: readonly string[]): ArchetypeScore[] {
  const points = new Map(archetypeOrder.map((slug) => [slug, 0]));
  [...trail].forEach((letter, index) => {
    const answer = questions[index]?.answers[answerLetters.indexOf(letter)];
    answer?.archetypes.forEach((slug, rank) => {
      if (points.has(slug)) points.set(slug, points.get(slug)! + (rank === 0 ? 2 : 1));
    });
  });
  const total = [...points.values()].reduce((sum, value) => sum + value, 0);
  return [...points]
    .map(([slug, value]) => ({ slug, points: value, share: total === 0 ? 0 : Math.round((value / total) * 100) }))
    .sort((a, b) => b.points - a.points || archetypeOrder.indexOf(a.slug) - archetypeOrder.indexOf(b.slug));
}
