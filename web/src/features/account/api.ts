import { siteUrl } from '../../lib/auth/search';
import { getSupabase } from '../../lib/supabase';

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'bounced' | null;

export async function fetchMyNewsletterStatus(): Promise<NewsletterStatus> {
  const { data, error } = await getSupabase().rpc('my_newsletter_status');
  if (error) throw new Error(error.message);
  return (data as NewsletterStatus) ?? null;
}

export async function setMyNewsletterSubscription(subscribe: boolean): Promise<NewsletterStatus> {
  const { data, error } = await getSupabase().rpc('set_my_newsletter_subscription', { subscribe });
  if (error) throw new Error(error.message);
  return (data as NewsletterStatus) ?? null;
}

export type SavedQuizResult = { id: string; answers: string; result_slug: string; created_at: string };

export async function fetchMyQuizResults(): Promise<SavedQuizResult[]> {
  const { data, error } = await getSupabase()
    .from('quiz_results')
    .select('id, answers, result_slug, created_at')
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) throw new Error(error.message);
  return data;
}

/** Saves a quiz result for the signed-in person; saving the same answers twice is not an error. */
export async function saveQuizResult(answers: string, resultSlug: string): Promise<void> {
  const { error } = await getSupabase()
    .from('quiz_results')
    .upsert(
      { answers, result_slug: resultSlug, quiz: 'identyfikacja-brandu' },
      { onConflict: 'user_id,quiz,answers', ignoreDuplicates: true },
    );
  if (error) throw new Error(error.message);
}

export async function deleteQuizResult(id: string): Promise<void> {
  const { error } = await getSupabase().from('quiz_results').delete().eq('id', id);
  if (error) throw new Error(error.message);
}

// ─── The account's auth settings (e-mail, password, factors) ──────────────────

/** Asks for an e-mail change; the confirmation links lead to /potwierdz-email. */
export function requestEmailChange(email: string) {
  return getSupabase().auth.updateUser({ email }, { emailRedirectTo: siteUrl('/potwierdz-email') });
}

/** Changes the password; `nonce` is the code of a reauthentication, when the server asked for one. */
export function changePassword(password: string, nonce?: string) {
  return getSupabase().auth.updateUser(nonce !== undefined ? { password, nonce } : { password });
}

/** Sends the reauthentication code a password change needs (GoTrue's secure password change). */
export function sendReauthenticationCode() {
  return getSupabase().auth.reauthenticate();
}

export function listFactors() {
  return getSupabase().auth.mfa.listFactors();
}

export function removeFactor(factorId: string) {
  return getSupabase().auth.mfa.unenroll({ factorId });
}
