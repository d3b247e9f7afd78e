/**
 * `[auth.hook.*]` as GoTrue runs them, through supabase-js: pg-functions hooks called as supabase_auth_admin, and
 * http hooks with a Standard Webhooks signature checked here by the reference library.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { anonClient, PASSWORD, serviceClient, signedInUser, sql, uniqueEmail } from '../support/auth.ts';
import { mailbox } from '../support/mail.ts';

const HOOK_SECRET = `v1,whsec_${crypto.randomBytes(32).toString('base64')}`;

const MIGRATION = `
create table public.user_roles (user_id uuid primary key, role text not null);
create table public.hook_events (id bigserial primary key, hook text not null, event jsonb not null, by_role text not null);

create function public.custom_access_token_hook(event jsonb) returns jsonb language plpgsql as $$
declare
  claims jsonb := event->'claims';
  assigned text;
begin
  insert into public.hook_events (hook, event, by_role) values ('custom_access_token', event, current_user);
  select role into assigned from public.user_roles where user_id = (event->>'user_id')::uuid;
  claims := jsonb_set(claims, '{user_role}', coalesce(to_jsonb(assigned), 'null'::jsonb));
  return jsonb_build_object('claims', claims);
end $$;

create function public.before_user_created_hook(event jsonb) returns jsonb language plpgsql as $$
begin
  insert into public.hook_events (hook, event, by_role) values ('before_user_created', event, current_user);
  if event->'user'->>'email' like '%@zablokowana.test' then
    return jsonb_build_object('error', jsonb_build_object('http_code', 403, 'message', 'Rejestracja z tej domeny jest zablokowana'));
  end if;
  return '{}'::jsonb;
end $$;

-- As Supabase's guide has it: only the auth service may run the hooks and see their tables.
revoke execute on function public.custom_access_token_hook, public.before_user_created_hook from public, anon, authenticated;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.custom_access_token_hook, public.before_user_created_hook to supabase_auth_admin;
grant select on public.user_roles to supabase_auth_admin;
grant insert on public.hook_events to supabase_auth_admin;
grant usage on sequence public.hook_events_id_seq to supabase_auth_admin;
revoke all on public.user_roles, public.hook_events from anon, authenticated;
`;

interface Delivery {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let stack: TestStack;
let hookServer: http.Server;
const deliveries: Delivery[] = [];
/** How the http hook server answers a path (default: 200 {}). */
const answers = new Map<string, (event: Record<string, unknown>) => { status: number; body?: unknown }>();

beforeAll(async () => {
  hookServer = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      deliveries.push({ path: request.url ?? '', headers: request.headers, body });
      const answer = answers.get(request.url ?? '')?.(JSON.parse(body) as Record<string, unknown>) ?? { status: 200, body: {} };
      response.writeHead(answer.status, answer.body === undefined ? {} : { 'content-type': 'application/json' });
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}`;
  stack = await startTestStack({
    files: { 'migrations/29990101000000_auth_hooks.sql': MIGRATION },
    config: (config) => {
      const auth = config.auth as Record<string, unknown>;
      auth.hook = {
        custom_access_token: { enabled: true, uri: 'pg-functions://postgres/public/custom_access_token_hook' },
        before_user_created: { enabled: true, uri: 'pg-functions://postgres/public/before_user_created_hook' },
        send_email: { enabled: true, uri: `${base}/send-email`, secrets: HOOK_SECRET },
        password_verification_attempt: { enabled: true, uri: `${base}/password`, secrets: HOOK_SECRET },
        send_sms: { enabled: true, uri: `${base}/send-sms`, secrets: HOOK_SECRET },
        mfa_verification_attempt: { enabled: true, uri: `${base}/mfa`, secrets: HOOK_SECRET },
      };
      // Phone sign-in needs a provider section, as under the CLI; the send_sms hook then replaces the provider.
      auth.sms = {
        ...(auth.sms as Record<string, unknown>),
        enabled: true,
        twilio: { enabled: true, account_sid: 'ACnot-a-real-account', message_service_sid: 'MGnot-real', auth_token: 'not-a-real-token' },
      };
    },
  });
}, 120_000);

afterAll(async () => {
  await stack?.dispose();
  hookServer?.close();
});

const eventsOf = (hook: string) =>
  sql<{ event: Record<string, unknown>; by_role: string }>(
    stack,
    'select event, by_role from public.hook_events where hook = $1 order by id',
    [hook],
  );

describe('custom_access_token (pg-functions)', () => {
  test("puts the function's claims in the access token, called as supabase_auth_admin with GoTrue's event", async () => {
    const admin = serviceClient(stack);
    const email = uniqueEmail('redaktor');
    const { data: created } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    await sql(stack, "insert into public.user_roles values ($1, 'redaktor')", [created.user!.id]);

    const client = anonClient(stack);
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({ user_role: 'redaktor', sub: created.user!.id, role: 'authenticated', aal: 'aal1' });

    const events = (await eventsOf('custom_access_token')).filter(({ event }) => event.user_id === created.user!.id);
    expect(events.at(-1)!.by_role).toBe('supabase_auth_admin');
    expect(events.at(-1)!.event).toMatchObject({
      user_id: created.user!.id,
      authentication_method: 'password',
      claims: { sub: created.user!.id, email, aud: 'authenticated', session_id: expect.any(String), is_anonymous: false },
      metadata: { name: 'customize-access-token', uuid: expect.any(String), time: expect.any(String) },
    });

    // A refreshed token is customized too (authentication_method token_refresh).
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).user_role).toBe('redaktor');
    const last = (await eventsOf('custom_access_token')).at(-1)!;
    expect(last.event.authentication_method).toBe('token_refresh');
  });
});

describe('before_user_created (pg-functions)', () => {
  test("refuses a sign-up with the function's status and message, and creates nobody", async () => {
    const email = uniqueEmail('ktos').replace('@obrazy-ai.test', '@zablokowana.test');
    const { data, error } = await anonClient(stack).auth.signUp({ email, password: PASSWORD });
    expect(data.user).toBeNull();
    expect(error!.status).toBe(403);
    expect(error!.message).toBe('Rejestracja z tej domeny jest zablokowana');
    expect(await sql(stack, 'select 1 from auth.users where email = $1', [email])).toHaveLength(0);
    const event = (await eventsOf('before_user_created')).at(-1)!.event;
    expect(event).toMatchObject({ user: { email, app_metadata: { provider: 'email' } }, metadata: { name: 'before-user-created' } });
  });

  test('lets other sign-ups through, with the id the hook saw', async () => {
    const email = uniqueEmail('nowy');
    const { data, error } = await anonClient(stack).auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    const event = (await eventsOf('before_user_created')).at(-1)!.event as { user: { id: string; email: string } };
    expect(event.user.email).toBe(email);
    expect(data.user!.id).toBe(event.user.id);
  });
});

describe('send_email (http, signed)', () => {
  test('the hook receives the mail, signed with the configured secret, instead of the inbox', async () => {
    const { email, id } = await signedInUser(stack);
    deliveries.length = 0;
    const { error } = await anonClient(stack).auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:3000/konto' });
    expect(error).toBeNull();
    const delivery = deliveries.find((entry) => entry.path === '/send-email')!;
    expect(delivery).toBeDefined();
    // The reference implementation of Standard Webhooks accepts the signature (and would throw on a wrong one).
    const payload = new Webhook(HOOK_SECRET.slice('v1,'.length)).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }) as { user: { id: string; email: string }; email_data: Record<string, string> };
    expect(() =>
      new Webhook(`whsec_${crypto.randomBytes(32).toString('base64')}`).verify(delivery.body, {
        'webhook-id': String(delivery.headers['webhook-id']),
        'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
        'webhook-signature': String(delivery.headers['webhook-signature']),
      }),
    ).toThrow();
    expect(payload.user).toMatchObject({ id, email });
    expect(payload.email_data).toMatchObject({
      email_action_type: 'recovery',
      redirect_to: 'http://127.0.0.1:3000/konto',
      token: expect.stringMatching(/^\d{6}$/),
      token_hash: expect.any(String),
    });
    const inbox = mailbox(stack.env.MAILPIT_URL!);
    expect(await inbox.search(`to:${email}`)).toHaveLength(0);
  });

  test("a hook's error answer fails the request with its status and message", async () => {
    const { email } = await signedInUser(stack);
    answers.set('/send-email', () => ({ status: 200, body: { error: { http_code: 429, message: 'Za dużo wiadomości' } } }));
    try {
      const { error } = await anonClient(stack).auth.resetPasswordForEmail(email);
      expect(error!.status).toBe(429);
      expect(error!.message).toBe('Za dużo wiadomości');
    } finally {
      answers.delete('/send-email');
    }
  });
});

describe('password_verification_attempt (http)', () => {
  test('a "reject" decision refuses even the right password with the hook\'s message', async () => {
    const { email, id } = await signedInUser(stack);
    answers.set('/password', (event) =>
      event.user_id === id
        ? { status: 200, body: { decision: 'reject', message: 'Konto czasowo zablokowane' } }
        : { status: 200, body: {} },
    );
    try {
      const { error } = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
      expect(error!.status).toBe(400);
      expect(error!.code).toBe('invalid_credentials');
      expect(error!.message).toBe('Konto czasowo zablokowane');
      const seen = deliveries
        .filter((entry) => entry.path === '/password')
        .map((entry) => JSON.parse(entry.body) as Record<string, unknown>);
      expect(seen.at(-1)).toMatchObject({ user_id: id, valid: true, metadata: { name: 'password-verification' } });
    } finally {
      answers.delete('/password');
    }
  });

  test('an unexpected status from the hook is a 500 naming it, as in GoTrue', async () => {
    const { email } = await signedInUser(stack);
    answers.set('/password', () => ({ status: 418, body: {} }));
    try {
      const { error } = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
      expect(error!.status).toBe(500);
      expect(error!.message).toBe('Unexpected status code returned from hook: 418');
    } finally {
      answers.delete('/password');
    }
  });
});

describe('send_sms (http)', () => {
  test('the hook receives the code instead of the SMS provider, and the code signs in', async () => {
    const phone = '+48 500 300 400';
    deliveries.length = 0;
    const client = anonClient(stack);
    const { error } = await client.auth.signInWithOtp({ phone });
    expect(error).toBeNull();
    const delivery = deliveries.find((entry) => entry.path === '/send-sms')!;
    const event = JSON.parse(delivery.body) as { user: { phone: string }; sms: { otp: string; phone: string }; metadata: { name: string } };
    expect(event).toMatchObject({ user: { phone: '48500300400' }, sms: { phone: '48500300400' }, metadata: { name: 'send-sms' } });
    expect(event.sms.otp).toMatch(/^\d{6}$/);
    expect(await mailbox(stack.env.MAILPIT_URL!).search('to:48500300400@sms.local')).toHaveLength(0);
    const verified = await client.auth.verifyOtp({ phone, token: event.sms.otp, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.session).not.toBeNull();
  });
});

describe('mfa_verification_attempt (http)', () => {
  test('a "reject" decision answers 403 mfa_verification_rejected and signs the user out', async () => {
    const { client, id } = await signedInUser(stack);
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
    answers.set('/mfa', (event) =>
      event.user_id === id ? { status: 200, body: { decision: 'reject', message: 'Za dużo prób' } } : { status: 200, body: {} },
    );
    try {
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: '000000' });
      expect(error!.status).toBe(403);
      expect(error!.code).toBe('mfa_verification_rejected');
      expect(error!.message).toBe('Za dużo prób');
      const seen = deliveries.filter((entry) => entry.path === '/mfa').map((entry) => JSON.parse(entry.body) as Record<string, unknown>);
      expect(seen.at(-1)).toMatchObject({ user_id: id, factor_id: enrolled.data!.id, factor_type: 'totp', valid: false });
      expect(await sql(stack, 'select 1 from auth.sessions where user_id = $1', [id])).toHaveLength(0);
    } finally {
      answers.delete('/mfa');
    }
  });
});
