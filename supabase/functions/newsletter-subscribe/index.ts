// Double opt-in subscribe: POST { email, source? } from the site's forms. The answer is the same whether the
// address is new, pending or confirmed; attempts are limited per IP and per address (in the database).
import { confirmationMail } from '../_shared/render.ts';
import { isValidEmail, maskEmail, normaliseEmail } from '../_shared/email.ts';
import { limits, newsletterSecret, senderAddress, siteUrl, smtpSettings } from '../_shared/env.ts';
import { clientIp, corsHeaders, json, readBody } from '../_shared/http.ts';
import { describeFailure, smtpMailer, smtpReachable } from '../_shared/mailer.ts';
import { messages } from '../_shared/messages.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { bucketKey, randomToken, sha256Hex } from '../_shared/tokens.ts';

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return json({ error: messages.methodNotAllowed }, 405);

  const body = await readBody(req);
  if (!isValidEmail(body.email)) return json({ error: messages.invalidEmail }, 400);
  const email = normaliseEmail(body.email);
  const source = typeof body.source === 'string' ? body.source.trim().slice(0, 60) : 'strona';

  // Checked for every valid request, whatever the address's state, so the check says nothing about the address.
  if (!(await smtpReachable(smtpSettings()))) return json({ error: messages.mailUnavailable }, 503);

  const secret = newsletterSecret();
  const token = randomToken();
  const { data: outcome, error } = await serviceClient().rpc('newsletter_subscribe', {
    p_email: email,
    p_source: source || 'strona',
    p_ip_bucket: await bucketKey(secret, 'ip', clientIp(req)),
    p_email_bucket: await bucketKey(secret, 'email', email),
    p_token_hash: await sha256Hex(token),
    p_ip_limit: limits.perIpPerHour(),
    p_email_limit: limits.perEmailPerHour(),
    p_total_limit: limits.totalPerHour(),
  });
  if (error) {
    console.error('newsletter_subscribe failed', { code: error.code, message: error.message });
    return json({ error: messages.serverError }, 500);
  }
  if (outcome === 'rate_limited') return json({ error: messages.rateLimited }, 429);

  if (outcome === 'send_confirmation') {
    const confirmUrl = `${siteUrl()}/newsletter/verify?token=${encodeURIComponent(token)}`;
    const mail = confirmationMail({ confirmUrl, siteUrl: siteUrl() });
    const mailer = smtpMailer(smtpSettings());
    // Not awaited: answering only after an SMTP round trip would tell new addresses from confirmed ones by timing.
    const sending = mailer
      .send({ from: senderAddress(), to: email, ...mail })
      .catch((sendError: unknown) => console.error('confirmation mail failed', { to: maskEmail(email), error: describeFailure(sendError) }))
      .finally(() => mailer.close());
    (globalThis as { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } }).EdgeRuntime?.waitUntil(sending);
  }
  return json({ ok: true, message: messages.subscribed });
});
