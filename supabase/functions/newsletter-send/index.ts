// Sends a newsletter issue: POST { issueId } (or { issueId, testEmail } for a test mail that touches no delivery;
// or { webViewUrls: [issue ids] } for the web-view links of issues already sent, for the admin's sending history).
// Admins with MFA (aal2) only — or the service role, for `npm run newsletter:resume` and scheduled resumes.
// Each call works for at most NEWSLETTER_TIME_BUDGET_MS and answers what remains; callers repeat until
// `remaining` is 0. See README.md in this folder.
import { isValidEmail, normaliseEmail } from '../_shared/email.ts';
import { newsletterSecret, publicApiUrl, senderAddress, sending, siteUrl, smtpSettings } from '../_shared/env.ts';
import { corsHeaders, json, readBody } from '../_shared/http.ts';
import { describeFailure, smtpMailer } from '../_shared/mailer.ts';
import { messages } from '../_shared/messages.ts';
import { issueMail, type IssueLayout, renderMarkdown, sanitizeIssueHtml } from '../_shared/render.ts';
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2.119.1';
import { callerClient, roleOf, serviceClient } from '../_shared/supabase.ts';
import { sha256Hex, webViewToken } from '../_shared/tokens.ts';
import { deliver, progressOf } from './deliver.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface IssueRow {
  id: string;
  subject: string;
  layout: string;
  body_md: string;
  body_html: string | null;
  status: string;
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return json({ error: messages.methodNotAllowed }, 405);

  const authorization = req.headers.get('authorization') ?? '';
  const role = roleOf(authorization);
  if (role !== 'authenticated' && role !== 'service_role') return json({ error: messages.notSignedIn }, 401);
  const caller = callerClient(authorization);
  if (role === 'authenticated') {
    const { data: allowed, error } = await caller.rpc('is_admin_aal2');
    if (error) return json({ error: messages.notSignedIn }, 401);
    if (allowed !== true) return json({ error: messages.forbidden }, 403);
  }

  const body = await readBody(req);
  if (body.webViewUrls !== undefined) return webViewUrls(caller, body.webViewUrls);
  const issueId = typeof body.issueId === 'string' && UUID.test(body.issueId) ? body.issueId : undefined;
  if (!issueId) return json({ error: messages.badRequest }, 400);
  const { data: issue, error: readError } = await caller
    .from('newsletter_issues')
    .select('id, subject, layout, body_md, body_html, status')
    .eq('id', issueId)
    .maybeSingle<IssueRow>();
  if (readError) {
    console.error('reading the issue failed', { code: readError.code, message: readError.message });
    return json({ error: messages.serverError }, 500);
  }
  if (!issue) return json({ error: messages.issueMissing }, 404);

  const secret = newsletterSecret();
  const site = siteUrl();
  const functionsUrl = `${publicApiUrl()}/functions/v1`;
  const webToken = await webViewToken(secret, issue.id);
  // The SPA's web-view route (layout `newsletter`; `/newsletter2/<token>` shows the alternative layout).
  const webViewUrl = `${site}/newsletter/${encodeURIComponent(webToken)}`;
  // HTML stored by an earlier (resumed) send is sanitised again: nothing unsanitised ever reaches a subscriber.
  const bodyHtml = issue.body_html ? sanitizeIssueHtml(issue.body_html) : renderMarkdown(issue.body_md);
  // The layout the admin chose and previewed; the mail and the web view both follow it.
  const layout: IssueLayout = issue.layout === 'newsletter2' ? 'newsletter2' : 'newsletter';

  if (body.testEmail !== undefined) {
    if (!isValidEmail(body.testEmail)) return json({ error: messages.invalidEmail }, 400);
    const mailer = smtpMailer(smtpSettings());
    try {
      // The test mail shows the real layout; its unsubscribe link is deliberately one that unsubscribes nobody.
      const mail = issueMail({
        subject: `[TEST] ${issue.subject}`,
        bodyHtml,
        webViewUrl,
        unsubscribeUrl: `${site}/newsletter/unsubscribe?token=test`,
        siteUrl: site,
        layout,
        date: new Date(),
      });
      await mailer.send({ from: senderAddress(), to: normaliseEmail(body.testEmail), ...mail });
    } catch (error) {
      console.error('test mail failed', { error: describeFailure(error) });
      return json({ error: messages.serverError }, 502);
    } finally {
      mailer.close();
    }
    return json({ ok: true, message: messages.testSent });
  }

  const { data: started, error: startError } = await caller.rpc('newsletter_start_send', {
    p_issue_id: issue.id,
    p_body_html: bodyHtml,
    p_web_view_token_hash: await sha256Hex(webToken),
  });
  if (startError) {
    if (startError.code === '42501') return json({ error: messages.forbidden }, 403);
    if (startError.code === 'P0002') return json({ error: messages.issueMissing }, 404);
    console.error('newsletter_start_send failed', { code: startError.code, message: startError.message });
    return json({ error: messages.serverError }, 500);
  }
  const current = started as { subject: string; body_html: string | null };

  const service = serviceClient();
  const concurrency = sending.concurrency();
  const mailer = smtpMailer(smtpSettings(), concurrency);
  const startedAt = Date.now();
  let handled = { attempted: 0, sent: 0 };
  try {
    handled = await deliver({
      service,
      mailer,
      issue: { id: issue.id, subject: current.subject, bodyHtml: current.body_html ?? bodyHtml, layout, date: new Date() },
      from: senderAddress(),
      secret,
      siteUrl: site,
      functionsUrl,
      webViewUrl,
      concurrency,
      deadline: startedAt + sending.timeBudgetMs(),
      leaseSeconds: sending.claimLeaseSeconds(),
      maxAttempts: sending.maxAttempts(),
    });
  } catch (error) {
    console.error('sending stopped early', { issue: issue.id, error: (error as Error).message });
  } finally {
    mailer.close();
  }
  const progress = await progressOf(service, issue.id);
  return json({
    ...progress,
    done: progress.remaining === 0,
    // Nothing was claimable now (retries wait for their backoff, or a killed invocation's lease): call again later.
    retryAfterSeconds: progress.remaining > 0 && handled.attempted === 0 ? 10 : 0,
    thisCall: { attempted: handled.attempted, sent: handled.sent, ms: Date.now() - startedAt },
    webViewUrl,
  });
});

/**
 * The web-view URLs of issues whose sending started (only their token hashes are stored, so the admin page cannot
 * compute them). Read as the caller, so RLS decides which issues they may see; at most 100 ids per call.
 */
async function webViewUrls(caller: SupabaseClient, ids: unknown): Promise<Response> {
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > 100 || !ids.every((id) => typeof id === 'string' && UUID.test(id))) {
    return json({ error: messages.badRequest }, 400);
  }
  const { data, error } = await caller
    .from('newsletter_issues')
    .select('id')
    .in('id', ids as string[])
    .in('status', ['sending', 'sent']);
  if (error) {
    console.error('reading issues for web-view URLs failed', { code: error.code, message: error.message });
    return json({ error: messages.serverError }, 500);
  }
  const secret = newsletterSecret();
  const site = siteUrl();
  const urls: Record<string, string> = {};
  for (const { id } of (data ?? []) as { id: string }[]) {
    urls[id] = `${site}/newsletter/${encodeURIComponent(await webViewToken(secret, id))}`;
  }
  return json({ urls });
}
