// Unsubscribe without a login. POST with { token } (the site's /newsletter/unsubscribe page) or RFC 8058 one-click
// (POST ?token=… with body List-Unsubscribe=One-Click, sent by mail clients from the List-Unsubscribe header).
// GET never unsubscribes (link scanners prefetch): it redirects to the site's page. Idempotent.
import { newsletterSecret, siteUrl } from '../_shared/env.ts';
import { corsHeaders, json, readBody, redirect } from '../_shared/http.ts';
import { messages } from '../_shared/messages.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { verifyUnsubscribeToken } from '../_shared/tokens.ts';

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const queryToken = new URL(req.url).searchParams.get('token');
  if (req.method === 'GET') {
    return redirect(`${siteUrl()}/newsletter/unsubscribe?token=${encodeURIComponent(queryToken ?? '')}`);
  }
  if (req.method !== 'POST') return json({ error: messages.methodNotAllowed }, 405);

  const body = await readBody(req);
  const token = typeof body.token === 'string' ? body.token : queryToken;
  const subscriberId = await verifyUnsubscribeToken(newsletterSecret(), token);
  if (!subscriberId)
    return json({ ok: false, status: 'invalid', error: messages.invalidUnsubscribe, message: messages.invalidUnsubscribe }, 400);

  const { data, error } = await serviceClient().rpc('newsletter_unsubscribe', { p_subscriber_id: subscriberId });
  if (error) {
    console.error('newsletter_unsubscribe failed', { code: error.code, message: error.message });
    return json({ error: messages.serverError }, 500);
  }
  // A deleted subscriber ('unknown') is, for the person, simply no longer subscribed.
  const status = data === 'unsubscribed' ? 'unsubscribed' : 'already_unsubscribed';
  return json({ ok: true, status, message: status === 'unsubscribed' ? messages.unsubscribed : messages.alreadyUnsubscribed });
});
