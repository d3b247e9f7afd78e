import { notifyAdmins } from '../../lib/notify-admins';
import { getSupabase } from '../../lib/supabase';
import { toResponse, toSurveyKind, type SurveyAnswers, type SurveyQuestion } from './survey';
import { loadByPosition } from '../../lib/by-position';

export async function fetchSurveyQuestions(): Promise<SurveyQuestion[]> {
  const data = await loadByPosition('survey_questions', 'position, question, kind, options, required', 'Could not load the survey');
  return data.map((row) => ({ ...row, kind: toSurveyKind(row.kind) }));
}

/** Stores the answers; resolves to the error, if any, so the form can say what happened. */
export async function sendSurveyResponse(answers: SurveyAnswers) {
  const { error } = await getSupabase()
    .from('survey_responses')
    .insert({ answers: toResponse(answers) });
  if (!error) notifyAdmins();
  return error;
}
