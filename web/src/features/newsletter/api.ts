import { FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from '../../lib/supabase';

export type NewsletterOutcome = { ok: boolean; message: string; status?: string };

const fallback = 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.';

/** Calls one of the newsletter edge functions; every answer, good or bad, carries a Polish message. */
async function callNewsletterFunction(name: string, body: Record<string, string>): Promise<NewsletterOutcome> {
  const { data, error } = await getSupabase().functions.invoke<{ ok?: boolean; message?: string; error?: string; status?: string }>(name, {
    body,
  });
  if (error) {
    if (error instanceof FunctionsHttpError) {
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
