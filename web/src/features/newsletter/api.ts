import { loadSupabase } from '../../lib/supabase-loader';

export type NewsletterOutcome = { ok: boolean; message: string; status?: string };

const fallback = 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.';

/** Calls one of the newsletter edge functions; every answer, good or bad, carries a Polish message. */
async function callNewsletterFunction(name: string, body: Record<string, string>): Promise<NewsletterOutcome> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<{ ok?: boolean; message?: string; error?: string; status?: string }>(name, {
    body,
  });
  if (error) {
    // A FunctionsHttpError (the function answered with an error status) carries the response as its context.
    if (error.name === 'FunctionsHttpError' && error.context instanceof Response) {
      try {
        const payload = (await error.context.json()) as { error?: string; message?: string; status?: string };
        return { ok: false, message: payload.error ?? payload.message ?? fallback, status: payload.status };
      } catch {
        return { ok: false, message: fallback };
      }
    }
    return { ok: false, message: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.' };
  }
  return { ok: data?.ok ?? true, message: data?.message ?? fallback, status: data?.status };
}

export function subscribeToNewsletter(email: string, source: string) {
  return callNewsletterFunction('newsletter-subscribe', { email, source });
}

export function confirmNewsletter(token: string) {
  return callNewsletterFunction('newsletter-confirm', { token });
}

export function unsubscribeFromNewsletter(token: string) {
  return callNewsletterFunction('newsletter-unsubscribe', { token });
}

export type NewsletterIssueView = { subject: string; bodyHtml: string; layout: 'newsletter' | 'newsletter2'; sentAt: string | null };

/** A sent issue for its web view; only the token from the mail opens it (no listing of issues exists). */
export async function fetchIssueByToken(token: string): Promise<NewsletterIssueView | null> {
  const { data, error } = await (await loadSupabase()).rpc('newsletter_issue_by_token', { p_token: token });
  if (error) throw error;
  const issue = data?.[0];
  if (!issue) return null;
  return {
    subject: issue.subject,
    bodyHtml: issue.body_html,
    layout: issue.layout === 'newsletter2' ? 'newsletter2' : 'newsletter',
    sentAt: issue.sent_at,
  };
}
