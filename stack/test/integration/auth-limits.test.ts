import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { anonClient, PASSWORD, serviceClient, uniqueEmail } from '../support/auth.ts';

let stack: TestStack;

beforeAll(async () => {
  // As on hosted Supabase, per-client limits key on a header that names the client. The tests play several clients
  // through X-Forwarded-For, which the gateway keeps only from a trusted proxy: here, the tests themselves.
  stack = await startTestStack({
    env: { GOTRUE_RATE_LIMIT_HEADER: 'x-forwarded-for', STACK_TRUSTED_PROXIES: '127.0.0.1' },
    config: (config) => {
      const auth = config.auth as Record<string, unknown> & { rate_limit: Record<string, unknown> };
      auth.enable_signup = false;
      // Per client: a third of it, 2 mails an hour. The budget applies only with a real SMTP relay (as in the CLI):
      // the local inbox's SMTP port plays one here.
      auth.rate_limit.email_sent = 6;
      (auth.email as Record<string, unknown>).smtp = {
        host: '127.0.0.1',
        port: (config.local_smtp as { smtp_port: number }).smtp_port,
        user: 'relay',
        pass: 'relay-password',
        admin_email: 'admin@obrazy-ai.test',
        sender_name: 'Obrazy AI',
      };
      auth.rate_limit.sign_in_sign_ups = 3;
    },
  });
});

afterAll(async () => {
  await stack?.dispose();
});

const post = (path: string, body: unknown, client: string) =>
  fetch(`${stack.env.API_URL}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });

describe('settings that refuse', () => {
  test('with enable_signup off, sign-up is signup_disabled (422) but admins still create users', async () => {
    const { error } = await anonClient(stack).auth.signUp({ email: uniqueEmail(), password: PASSWORD });
    expect(error!.code).toBe('signup_disabled');
    expect(error!.status).toBe(422);
    const created = await serviceClient(stack).auth.admin.createUser({ email: uniqueEmail(), password: PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
  });

  test('anonymous sign-ins are anonymous_provider_disabled when off', async () => {
    const { error } = await anonClient(stack).auth.signInAnonymously();
    expect(error!.code).toBe('anonymous_provider_disabled');
  });

  test('GET /authorize and POST /sso answer as GoTrue without providers', async () => {
    const authorize = await fetch(`${stack.env.API_URL}/auth/v1/authorize?provider=github`, { redirect: 'manual' });
    expect(authorize.status).toBe(400);
    expect(await authorize.json()).toMatchObject({ error_code: 'validation_failed', msg: 'Unsupported provider: provider is not enabled' });
    const sso = await anonClient(stack).auth.signInWithSSO({ domain: 'obrazy-ai.pl' });
    expect(sso.error!.code).toBe('saml_provider_disabled');
  });
});

describe('rate limits', () => {
  test('sign_in_sign_ups limits requests per client with over_request_rate_limit (429)', async () => {
    const client = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('/signup', { email: uniqueEmail(), password: PASSWORD }, client)).status);
    expect(statuses).toEqual([422, 422, 422, 429]);
    const limited = await post('/signup', { email: uniqueEmail(), password: PASSWORD }, client);
    expect(await limited.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect((await post('/signup', { email: uniqueEmail(), password: PASSWORD }, '198.51.100.8')).status).toBe(422);
  });

  test('email_sent caps mails per hour, and one client gets only a third of it (over_email_send_rate_limit, 429)', async () => {
    const admin = serviceClient(stack).auth.admin;
    const emails = Array.from({ length: 8 }, () => uniqueEmail('limit'));
    for (const email of emails) await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const recover = (email: string, client: string) => post('/recover', { email }, client);
    // One client: 2 mails, then the third is refused, while the budget still has room for others.
    expect((await recover(emails[0]!, '203.0.113.1')).status).toBe(200);
    expect((await recover(emails[1]!, '203.0.113.1')).status).toBe(200);
    const third = await recover(emails[2]!, '203.0.113.1');
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ error_code: 'over_email_send_rate_limit', msg: 'email rate limit exceeded' });
    // Other clients use the rest of the hour's 6 mails; then nobody gets one.
    for (const [index, client] of ['203.0.113.2', '203.0.113.2', '203.0.113.3', '203.0.113.3'].entries())
      expect((await recover(emails[3 + index]!, client)).status).toBe(200);
    const global = await recover(emails[7]!, '203.0.113.4');
    expect(global.status).toBe(429);
    expect(await global.json()).toMatchObject({ error_code: 'over_email_send_rate_limit', msg: 'email rate limit exceeded' });
  });
});
