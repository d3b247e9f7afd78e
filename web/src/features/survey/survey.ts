/** The readers' survey: answer shapes per question kind and validation before sending. */

export type SurveyQuestion = {
  position: number;
  question: string;
  kind: 'single' | 'multiple' | 'scale' | 'text';
  options: string[];
  required: boolean;
};

export type SurveyAnswer = string | string[] | number;
export type SurveyAnswers = Record<number, SurveyAnswer | undefined>;

export const maxTextLength = 1000;

export function toSurveyKind(kind: string): SurveyQuestion['kind'] {
  return kind === 'multiple' || kind === 'scale' || kind === 'text' ? kind : 'single';
}

function isAnswered(answer: SurveyAnswer | undefined): boolean {
  if (answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim().length > 0;
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

/** Polish error per question position; empty when the survey can be sent. */
export function validateSurvey(questions: readonly SurveyQuestion[], answers: SurveyAnswers): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const question of questions) {
    const answer = answers[question.position];
    if (!isAnswered(answer)) {
      if (question.required)
        errors[question.position] = question.kind === 'multiple' ? 'Zaznacz co najmniej jedną odpowiedź.' : 'Wybierz odpowiedź.';
      continue;
    }
    if (question.kind === 'scale' && (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 1 || answer > 5)) {
      errors[question.position] = 'Wybierz ocenę od 1 do 5.';
    }
    if (
      (question.kind === 'single' && (typeof answer !== 'string' || !question.options.includes(answer))) ||
      (question.kind === 'multiple' && (!Array.isArray(answer) || answer.some((option) => !question.options.includes(option))))
    ) {
      errors[question.position] = 'Wybierz jedną z podanych odpowiedzi.';
    }
    if (question.kind === 'text' && typeof answer === 'string' && answer.length > maxTextLength) {
      errors[question.position] = `Odpowiedź może mieć najwyżej ${maxTextLength} znaków.`;
    }
  }
  return errors;
}

/** The JSON stored in survey_responses.answers: answered questions only, keyed by position, text trimmed. */
export function toResponse(answers: SurveyAnswers): Record<string, SurveyAnswer> {
  return Object.fromEntries(
    Object.entries(answers).flatMap(([position, answer]) =>
      isAnswered(answer) ? [[position, typeof answer === 'string' ? answer.trim() : answer] as [string, SurveyAnswer]] : [],
    ),
  );
}
