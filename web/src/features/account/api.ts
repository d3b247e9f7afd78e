import type { Factor } from '@supabase/supabase-js';
import { siteUrl } from '../../lib/auth/search';
import { getSupabase } from '../../lib/supabase';
import { startInOwnTask } from '../../lib/tasks';

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

/** The account's verified MFA factors; the auth error as it came, for the section to describe. */
export async function fetchMyVerifiedFactors(): Promise<{ factors: Factor[] } | { error: Error }> {
  const { data, error } = await getSupabase().auth.mfa.listFactors();
  if (error) return { error };
  return { factors: data.all.filter((factor) => factor.status === 'verified') };
}

/** The account page's queries, which its route's loader starts together before any section mounts. */
export interface AccountQueries {
  newsletterStatus: Promise<NewsletterStatus>;
  quizResults: Promise<SavedQuizResult[]>;
  verifiedFactors: ReturnType<typeof fetchMyVerifiedFactors>;
}

let startedQueries: Partial<AccountQueries> = {};

/**
 * Starts every query of the account page, one per task and none waiting for another (the route's loader calls it as
 * soon as the session is known), so the sections find their data under way instead of asking as they mount.
 */
export function startAccountQueries(): void {
  startedQueries = {
    newsletterStatus: startInOwnTask(fetchMyNewsletterStatus),
    quizResults: startInOwnTask(fetchMyQuizResults),
    verifiedFactors: startInOwnTask(fetchMyVerifiedFactors),
  };
  // A failure is the section's to show when it takes the query; until then it is not an unhandled rejection.
  for (const query of Object.values(startedQueries)) query.catch(() => undefined);
}

/** The query the loader started for a section, taken once; without one (or taken already), `fetchNow()`. */
export function takeAccountQuery<K extends keyof AccountQueries>(key: K, fetchNow: () => AccountQueries[K]): AccountQueries[K] {
  const started = startedQueries[key];
  delete startedQueries[key];
  return (started as AccountQueries[K] | undefined) ?? fetchNow();
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

export function removeFactor(factorId: string) {
  return getSupabase().auth.mfa.unenroll({ factorId });
}
