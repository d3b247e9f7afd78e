// The sending loop of one invocation: claim deliveries in batches, mail them with bounded concurrency, record each
// outcome as soon as the SMTP server answers. Whatever a killed invocation leaves claimed is claimed again once its
// lease expires, so at most `concurrency` mails (accepted, not yet recorded) can go out twice — with the same
// Message-ID, derived from the delivery id.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2.119.1';
import { maskEmail } from '../_shared/email.ts';
import { describeFailure, isPermanentFailure, type Mailer } from '../_shared/mailer.ts';
import { issueMail, type IssueLayout } from '../_shared/render.ts';
import { unsubscribeToken } from '../_shared/tokens.ts';

export interface ClaimedDelivery {
  delivery_id: string;
  subscriber_id: string;
  email: string;
  attempts: number;
}

export interface Progress {
  status: string;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  remaining: number;
}

export interface DeliverOptions {
  service: SupabaseClient;
  mailer: Mailer;
  issue: { id: string; subject: string; bodyHtml: string; layout?: IssueLayout; date?: Date };
  from: string;
  secret: string;
  siteUrl: string;
  functionsUrl: string;
  webViewUrl: string;
  concurrency: number;
  deadline: number;
  leaseSeconds: number;
  maxAttempts: number;
}

/** `<delivery id@sender domain>`: the same for every attempt of one delivery. */
export function messageIdFor(deliveryId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'obrazy-ai.local';
  return `<${deliveryId}@${domain}>`;
}

export async function unsubscribeLinks(secret: string, subscriberId: string, siteUrl: string, functionsUrl: string) {
  const token = encodeURIComponent(await unsubscribeToken(secret, subscriberId));
  return {
    page: `${siteUrl}/newsletter/unsubscribe?token=${token}`,
    oneClick: `${functionsUrl}/newsletter-unsubscribe?token=${token}`,
  };
}

export async function progressOf(service: SupabaseClient, issueId: string): Promise<Progress> {
  const { data, error } = await service.rpc('newsletter_send_progress', { p_issue_id: issueId });
  if (error) throw new Error(`newsletter_send_progress: ${error.message}`);
  return data as Progress;
}

/** Sends until nothing is claimable or the deadline passes; returns how many mails this invocation handled. */
export async function deliver(options: DeliverOptions): Promise<{ attempted: number; sent: number }> {
  const { service, mailer, issue, concurrency } = options;
  const queue: ClaimedDelivery[] = [];
  let exhausted = false;
  let claiming: Promise<void> | undefined;
  let attempted = 0;
  let sent = 0;

  const claim = async () => {
    // Counters on the issue row first: realtime shows the admin the progress once per batch.
    await progressOf(service, issue.id);
    const { data, error } = await service.rpc('newsletter_claim_deliveries', {
      p_issue_id: issue.id,
      p_limit: concurrency * 3,
      p_lease_seconds: options.leaseSeconds,
    });
    if (error) throw new Error(`newsletter_claim_deliveries: ${error.message}`);
    const claimed = (data ?? []) as ClaimedDelivery[];
    if (claimed.length === 0) exhausted = true;
    queue.push(...claimed);
  };

  const refill = () => {
    if (!claiming && !exhausted && Date.now() < options.deadline) claiming = claim().finally(() => (claiming = undefined));
    return claiming;
  };

  const next = async (): Promise<ClaimedDelivery | undefined> => {
    for (;;) {
      const delivery = queue.shift();
      // Claim the next batch while this one is still being sent, so workers rarely wait for the database.
      if (queue.length < concurrency) void refill()?.catch(() => {});
      if (delivery) return delivery;
      const pending = refill();
      if (!pending) return undefined;
      await pending;
    }
  };

  const record = async (delivery: ClaimedDelivery, outcome: string, failure?: string) => {
    const { error } = await service.rpc('newsletter_record_delivery', {
      p_delivery_id: delivery.delivery_id,
      p_outcome: outcome,
      p_error: failure ?? null,
      p_max_attempts: options.maxAttempts,
    });
    // Left 'sending', the delivery is claimed again after its lease: a possible duplicate, never a loss.
    if (error) console.error('newsletter_record_delivery failed', { delivery: delivery.delivery_id, message: error.message });
  };

  const worker = async () => {
    for (let delivery = await next(); delivery; delivery = await next()) {
      attempted++;
      const links = await unsubscribeLinks(options.secret, delivery.subscriber_id, options.siteUrl, options.functionsUrl);
      const mail = issueMail({
        subject: issue.subject,
        bodyHtml: issue.bodyHtml,
        webViewUrl: options.webViewUrl,
        unsubscribeUrl: links.page,
        siteUrl: options.siteUrl,
        layout: issue.layout,
        date: issue.date,
      });
      try {
        await mailer.send({
          from: options.from,
          to: delivery.email,
          ...mail,
          messageId: messageIdFor(delivery.delivery_id, options.from),
          headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
        sent++;
        await record(delivery, 'sent');
      } catch (error) {
        const permanent = isPermanentFailure(error);
        console.warn('newsletter mail failed', { to: maskEmail(delivery.email), permanent, error: describeFailure(error) });
        await record(delivery, permanent ? 'bounced' : 'retry', describeFailure(error));
      }
    }
  };

  await Promise.all(Array.from({ length: concurrency }, worker));
  return { attempted, sent };
}
