// Tells the admins about new entries of the inbox (training inquiries, survey answers, contact messages).
//
// POST with any body, by anyone: the site calls it right after a visitor sends a form, and on Supabase a Database
// Webhook on the three tables or a pg_cron job may call it too (supabase/functions/README.md). It only ever mails
// about entries nobody was told about yet (public.claim_inbox_notifications marks them in the same transaction), at
// most once per INBOX_NOTIFY_INTERVAL_SECONDS, so calling it again and again sends nothing more. A call that lands
// inside that interval schedules one retry for when it ends, so the last entry of a burst is announced too.
import { inbox, senderAddress, siteUrl, smtpSettings } from '../_shared/env.ts';
import { corsHeaders, json } from '../_shared/http.ts';
import { maskEmail } from '../_shared/email.ts';
import { describeFailure, smtpMailer } from '../_shared/mailer.ts';
import { messages } from '../_shared/messages.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { inboxNotificationMail, type InboxEntry } from './mail.ts';

type Claim = { throttled: true; retry_after_ms: number } | { total: number; entries: InboxEntry[]; recipients: string[] } | null;

type Outcome = { status: number; body: Record<string, unknown> };

let retryScheduled = false;

async function notify(): Promise<Outcome> {
  const { data, error } = await serviceClient().rpc('claim_inbox_notifications', {
    p_min_interval_seconds: inbox.notifyIntervalSeconds(),
  });
  if (error) {
    console.error('claim_inbox_notifications failed', { code: error.code, message: error.message });
    return { status: 500, body: { error: messages.serverError } };
  }
  const claim = data as Claim;
  if (claim === null) return { status: 200, body: { ok: true, notified: 0 } };
  if ('throttled' in claim) {
    scheduleRetry(claim.retry_after_ms);
    return { status: 202, body: { ok: true, notified: 0, retryAfterMs: claim.retry_after_ms } };
  }
  if (claim.recipients.length === 0) {
    console.warn('new inbox entries, but no admin account to tell', { total: claim.total });
    return { status: 200, body: { ok: true, notified: claim.total, recipients: 0 } };
  }

  const mail = inboxNotificationMail({ entries: claim.entries, total: claim.total, siteUrl: siteUrl() });
  const mailer = smtpMailer(smtpSettings());
  let delivered = 0;
  try {
    for (const to of claim.recipients) {
      try {
        await mailer.send({ from: senderAddress(), to, ...mail });
        delivered += 1;
      } catch (sendError) {
        console.error('inbox notification failed', { to: maskEmail(to), error: describeFailure(sendError) });
      }
    }
  } finally {
    mailer.close();
  }
  if (delivered === 0) {
    // Nobody heard of these entries: give them back, so the next call announces them.
    const released = await serviceClient().rpc('release_inbox_notifications', { p_ids: claim.entries.map((entry) => entry.id) });
    if (released.error) console.error('release_inbox_notifications failed', { code: released.error.code, message: released.error.message });
    return { status: 503, body: { error: messages.notificationUnavailable } };
  }
  return { status: 200, body: { ok: true, notified: claim.total, recipients: delivered } };
}

/** One retry per worker for when the interval ends; the entries it finds are announced then. */
function scheduleRetry(afterMs: number): void {
  if (retryScheduled) return;
  retryScheduled = true;
  const retry = new Promise<void>((resolve) =>
    setTimeout(() => {
      retryScheduled = false;
      notify()
        .catch((error: unknown) => console.error('inbox notification retry failed', { error: describeFailure(error) }))
        .finally(resolve);
    }, Math.min(Math.max(afterMs, 0) + 100, 3_600_000)),
  );
  (globalThis as { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } }).EdgeRuntime?.waitUntil(retry);
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return json({ error: messages.methodNotAllowed }, 405);
  await req.body?.cancel();
  const outcome = await notify();
  return json(outcome.body, outcome.status);
});
