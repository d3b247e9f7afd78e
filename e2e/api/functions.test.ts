import crypto from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { linksIn } from '../../stack/test/support/mail.ts';
import { backendEnv, env, inbox, serviceClient, uniqueEmail } from './support.ts';

const emails: string[] = [];
afterAll(async () => {
  if (emails.length) await serviceClient().from('newsletter_subscribers').delete().in('email', emails);
});

interface Answer {
  ok?: boolean;
  status?: string;
  message?: string;
  error?: string;
}

async function call(name: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; answer: Answer }> {
  const response = await fetch(`${env('API_URL')}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: env('ANON_KEY'), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, answer: (await response.json()) as Answer };
}

/**
 * The unsubscribe link of an issue mail, as newsletter-send makes it: `<subscriber id>.<HMAC-SHA256 under
 * NEWSLETTER_SECRET>`. The functions default the secret to the service role key; a backend that sets its own
 * NEWSLETTER_SECRET passes it to this suite as E2E_NEWSLETTER_SECRET. Sending a real issue instead would mail every
 * confirmed subscriber of a shared backend.
 */
function unsubscribeToken(subscriberId: string): string {
  const secret = process.env.E2E_NEWSLETTER_SECRET || backendEnv().SERVICE_ROLE_KEY!;
  const signature = crypto.createHmac('sha256', secret).update(`unsubscribe:${subscriberId}`).digest('base64url');
  return `${subscriberId}.${signature}`;
}

describe('newsletter edge functions', () => {
  test('subscribe → Polish confirmation mail → confirm with its link → unsubscribe @newsletter @smoke', async () => {
    const email = uniqueEmail('newsletter');
    emails.push(email);
    const started = new Date(Date.now() - 1000);
    // A documentation-range address of its own, so the per-IP limit of the function is not shared with other runs.
    const ip = `198.51.100.${crypto.randomInt(1, 255)}`;
    const subscribed = await call('newsletter-subscribe', { email, source: 'e2e' }, { 'x-forwarded-for': ip });
    expect(subscribed.status).toBe(200);
    expect(subscribed.answer.message).toMatch(/^Dziękujemy!/);

    const mail = await inbox().waitFor({ to: email, subject: 'Potwierdź zapis na newsletter Obrazy AI', after: started }, 20_000);
    const link = linksIn(mail).find((candidate) => candidate.includes('/newsletter/verify?token='));
    expect(link, 'the verify link of the confirmation mail').toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;

    const pending = await serviceClient().from('newsletter_subscribers').select('id, status').eq('email', email).single();
    expect(pending.data).toMatchObject({ status: 'pending' });

    const confirmed = await call('newsletter-confirm', { token });
    expect(confirmed).toMatchObject({ status: 200, answer: { ok: true, status: 'confirmed' } });
    expect(confirmed.answer.message).toBe('Gotowe! Twój zapis na newsletter został potwierdzony.');
    expect((await call('newsletter-confirm', { token })).answer.status).toBe('already_confirmed');
    const row = await serviceClient().from('newsletter_subscribers').select('id, status').eq('email', email).single();
    expect(row.data).toMatchObject({ status: 'confirmed' });

    const forged = await call('newsletter-unsubscribe', { token: `${row.data!.id}.AAAA` });
    expect(forged).toMatchObject({ status: 400, answer: { ok: false, status: 'invalid' } });

    const left = await call('newsletter-unsubscribe', { token: unsubscribeToken(row.data!.id) });
    expect(left).toMatchObject({ status: 200, answer: { ok: true, status: 'unsubscribed' } });
    expect((await call('newsletter-unsubscribe', { token: unsubscribeToken(row.data!.id) })).answer.status).toBe('already_unsubscribed');
    const after = await serviceClient().from('newsletter_subscribers').select('status').eq('email', email).single();
    expect(after.data).toMatchObject({ status: 'unsubscribed' });
  });

  test('bad input gets a clear Polish error @newsletter', async () => {
    const invalid = await call('newsletter-subscribe', { email: 'to-nie-adres' });
    expect(invalid).toMatchObject({ status: 400, answer: { error: 'Podaj poprawny adres e-mail.' } });
    const badToken = await call('newsletter-confirm', { token: 'krotki' });
    expect(badToken.status).toBe(400);
    expect(badToken.answer.error).toMatch(/nieprawidłowy/);
  });
});
