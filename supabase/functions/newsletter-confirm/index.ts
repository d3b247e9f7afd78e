// The double opt-in link: POST { token } from the site's /newsletter/verify page (GET ?token= redirects there).
// Idempotent: a second click answers "already confirmed".
import { siteUrl } from '../_shared/env.ts';
import { corsHeaders, json, readBody, redirect } from '../_shared/http.ts';
import { messages } from '../_shared/messages.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { isWellFormedToken, sha256Hex } from '../_shared/tokens.ts';

const answers: Record<string, { status: number; message: string }> = {
  confirmed: { status: 200, message: messages.confirmed },
  already_confirmed: { status: 200, message: messages.alreadyConfirmed },
  expired: { status: 410, message: messages.expired },
  used: { status: 410, message: messages.used },
  invalid: { status: 400, message: messages.invalidToken },
};

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const queryToken = new URL(req.url).searchParams.get('token');
  if (req.method === 'GET') {
    // A link opened on the function itself lands on the site's page, which confirms with a POST.
    return redirect(`${siteUrl()}/newsletter/verify?token=${encodeURIComponent(queryToken ?? '')}`);
  }
  if (req.method !== 'POST') return json({ error: messages.methodNotAllowed }, 405);

  const token = (await readBody(req)).token ?? queryToken;
  let outcome = 'invalid';
  if (isWellFormedToken(token)) {
    const { data, error } = await serviceClient().rpc('newsletter_confirm', { p_token_hash: await sha256Hex(token) });
    if (error) {
      console.error('newsletter_confirm failed', { code: error.code, message: error.message });
      return json({ error: messages.serverError }, 500);
    }
    outcome = String(data);
  }
  const answer = answers[outcome] ?? answers.invalid!;
  const ok = answer.status === 200;
  return json({ ok, status: outcome, message: answer.message, ...(ok ? {} : { error: answer.message }) }, answer.status);
});
