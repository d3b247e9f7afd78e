import { DataLoadError } from '../../lib/errors';
import { notifyAdmins } from '../../lib/notify-admins';
import { getSupabase } from '../../lib/supabase';
import { toResponse, toSurveyKind, type SurveyAnswers, type SurveyQuestion } from './survey';

export async function fetchSurveyQuestions(): Promise<SurveyQuestion[]> {
  const { data, error } = await getSupabase()
    .from('survey_questions')
    .select('position, question, kind, options, required')
    .order('position', { ascending: true });
  if (error) throw new DataLoadError('Could not load the survey', { cause: error });
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
