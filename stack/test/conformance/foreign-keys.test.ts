import crypto from 'node:crypto';
import { RealtimeClient, type RealtimeChannel } from '@supabase/realtime-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import * as jose from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { testClient } from '../support/clients.ts';
import { Inbox } from '../support/realtime.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

// Keys the client signs itself, as a project with its own signing keys does: RS256 with a private JWK from the file
// `[auth] signing_keys_path` names (what `supabase gen signing-key` writes), and HS256 with `jwt_secret`. Behind the
// CLI's Kong (supabase/cli apps/cli-go/internal/start/templates/kong.yml) no key is checked at the gateway: each
// service verifies the JWT with the project's keys, so these work for REST, auth admin, storage and realtime, and a
// forged one gets the refusal of the service itself. Used the way supabase-js and realtime-js document it: the key
// given to createClient / RealtimeClient, which send it as `apikey` and as `Authorization: Bearer`.

// A table only the service role may read (RLS on, no policy, no grant to anon or authenticated).
const migration = `
create table public.conformance_secrets (id int primary key, note text not null);
alter table public.conformance_secrets enable row level security;
revoke all on public.conformance_secrets from anon, authenticated;
grant select on public.conformance_secrets to service_role;
insert into public.conformance_secrets values (1, 'tylko dla roli serwisowej');
`;

let stack: TestStack;
const kid = crypto.randomUUID();
let projectKey: jose.CryptoKey;
let strangerKey: jose.CryptoKey;

beforeAll(async () => {
  const pair = await jose.generateKeyPair('RS256', { extractable: true });
  projectKey = pair.privateKey;
  strangerKey = (await jose.generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await jose.exportJWK(projectKey)), kid, alg: 'RS256', use: 'sig', key_ops: ['sign', 'verify'], ext: true };
  stack = await startTestStack({
    files: { 'signing_keys.json': JSON.stringify([jwk]), 'migrations/29990101000000_conformance_secrets.sql': migration },
    config: (config) => {
      (config.auth as Record<string, unknown>).signing_keys_path = './signing_keys.json';
    },
    exclude: ['functions', 'mail'],
  });
});

afterAll(async () => {
  await stack?.dispose();
});

const claims = (role: string) => ({ role, iss: 'supabase-demo' });

/** RS256 with the project's private JWK (or, forged, with a key of the same kid the project never had). */
function rs256(role: string, key = projectKey): Promise<string> {
  return new jose.SignJWT(claims(role))
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}

/** HS256 with the project's jwt_secret (or, forged, with another secret). */
function hs256(role: string, secret = stack.env.JWT_SECRET!): Promise<string> {
  return new jose.SignJWT(claims(role))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

const FOREIGN = [
  { alg: 'RS256 (signing_keys_path)', sign: (role: string) => rs256(role) },
  { alg: 'HS256 (jwt_secret)', sign: (role: string) => hs256(role) },
];
const FORGED = [
  { alg: 'RS256', sign: (role: string) => rs256(role, strangerKey) },
  { alg: 'HS256', sign: (role: string) => hs256(role, 'to-nie-jest-sekret-tego-projektu-0123456789') },
];

function realtime(key: string): RealtimeClient {
  // realtime-js README: new RealtimeClient(REALTIME_URL, { params: { apikey } }); `ws` because Node 20 has no WebSocket.
  return new RealtimeClient(`${stack.env.API_URL!.replace(/^http/, 'ws')}/realtime/v1`, {
    params: { apikey: key },
    transport: WebSocket as never,
    timeout: 5_000,
  });
}

/** The subscribe callback's first final status, and the error that came with it. */
function subscribeOutcome(channel: RealtimeChannel): Promise<{ status: string; error?: Error }> {
  return new Promise((resolve) => channel.subscribe((status, error) => status !== 'CLOSED' && resolve({ status, error })));
}

describe.each(FOREIGN)('a service_role key signed by the client, $alg', ({ sign }) => {
  let key: string;
  let supabase: SupabaseClient;

  beforeAll(async () => {
    key = await sign('service_role');
    supabase = testClient(stack.env.API_URL!, key);
  });

  test('REST: reads a table granted to service_role only', async () => {
    const { data, error, status } = await supabase.from('conformance_secrets').select('note');
    expect({ error, status }).toEqual({ error: null, status: 200 });
    expect(data).toEqual([{ note: 'tylko dla roli serwisowej' }]);
  });

  test('auth: the admin API lists and creates users', async () => {
    const { data, error } = await supabase.auth.admin.createUser({
      email: `obcy-klucz-${crypto.randomUUID()}@example.com`,
      email_confirm: true,
    });
    expect(error).toBeNull();
    const listed = await supabase.auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((user) => user.id)).toContain(data.user!.id);
  });

  test('storage: lists the buckets and writes an object', async () => {
    const buckets = await supabase.storage.listBuckets();
    expect(buckets.error).toBeNull();
    expect(buckets.data!.map((bucket) => bucket.id)).toContain('gratisy');
    const path = `obcy-klucz/${crypto.randomUUID()}.txt`;
    expect((await supabase.storage.from('gratisy').upload(path, 'treść', { contentType: 'text/plain' })).error).toBeNull();
    expect(await (await supabase.storage.from('gratisy').download(path)).data!.text()).toBe('treść');
  });

  test('realtime: subscribes and broadcasts to another client holding an anon key of the same kind', async () => {
    const sender = realtime(key);
    const receiver = realtime(await sign('anon'));
    try {
      const inbox = new Inbox<unknown>();
      const listening = receiver.channel('obce-klucze').on('broadcast', { event: 'ping' }, ({ payload }) => inbox.push(payload));
      expect((await subscribeOutcome(listening)).status).toBe('SUBSCRIBED');
      const talking = sender.channel('obce-klucze', { config: { broadcast: { ack: true } } });
      expect((await subscribeOutcome(talking)).status).toBe('SUBSCRIBED');
      expect(await talking.send({ type: 'broadcast', event: 'ping', payload: { tekst: 'cześć' } })).toBe('ok');
      expect(await inbox.until((items) => items.length === 1)).toEqual([{ tekst: 'cześć' }]);
    } finally {
      sender.disconnect();
      receiver.disconnect();
    }
  });
});

describe.each(FORGED)('a forged $alg key gets each service its own refusal, never a gateway 401', ({ sign }) => {
  let forged: string;
  let supabase: SupabaseClient;

  beforeAll(async () => {
    forged = await sign('service_role');
    supabase = testClient(stack.env.API_URL!, forged);
  });

  test('REST: PostgREST 401 PGRST301', async () => {
    const { error, status } = await supabase.from('conformance_secrets').select('note');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST301' });
  });

  test('auth: GoTrue 403 bad_jwt', async () => {
    // supabase/auth internal/api/auth.go parseJWTClaims: "invalid JWT: unable to parse or verify signature, …".
    const { error } = await supabase.auth.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(error!.message).toMatch(/^invalid JWT: unable to parse or verify signature, /);
  });

  test('storage: AccessDenied with the verifier message', async () => {
    // supabase/storage src/http/plugins/jwt.ts: ERRORS.AccessDenied(err.message), HTTP 400, statusCode "403".
    const { error } = await supabase.storage.listBuckets();
    expect(error).toMatchObject({ status: 400, statusCode: '403', code: 'AccessDenied' });
    expect(error!.message).toBe('signature verification failed');
  });

  test('realtime: the socket is refused by realtime (403), so the channel reports CHANNEL_ERROR', async () => {
    const refusals: string[] = [];
    // The transport realtime-js is given, noting why the socket failed (an extra listener changes nothing in ws).
    class NotingSocket extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.on('error', (error) => refusals.push(error.message));
      }
    }
    const client = new RealtimeClient(`${stack.env.API_URL!.replace(/^http/, 'ws')}/realtime/v1`, {
      params: { apikey: forged },
      transport: NotingSocket as never,
      timeout: 5_000,
    });
    try {
      const outcome = await subscribeOutcome(client.channel('obce-klucze'));
      expect(outcome.status).toBe('CHANNEL_ERROR');
      // Realtime refuses a connect whose token does not verify with 403 (Phoenix), behind the CLI's Kong as here.
      expect(refusals[0]).toBe('Unexpected server response: 403');
    } finally {
      client.disconnect();
    }
  });
});
