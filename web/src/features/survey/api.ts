import { notifyAdmins } from '../../lib/notify-admins';
import { getSupabase } from '../../lib/supabase';
import { toResponse, toSurveyKind, type SurveyAnswers, type SurveyQuestion } from './survey';
import { loaded } from '../../lib/query';

export async function fetchSurveyQuestions(): Promise<SurveyQuestion[]> {
  const data = loaded(
    await getSupabase()
      .from('survey_questions')
      .select('position, question, kind, options, required')
      .order('position', { ascending: true }),
    'Could not load the survey',
  );
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
