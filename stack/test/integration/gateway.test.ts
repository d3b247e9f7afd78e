import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import * as jose from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { runCli, startTestStack, type TestStack } from '../support/stack.ts';

// The gateway as the Supabase CLI's Kong (apps/cli-go/internal/start/templates/kong.yml and the BearerToken /
// QueryToken expressions of start.go): no key check of its own, only the two opaque keys mapped to their JWTs; each
// service verifies what it gets. Plus what Kong's nginx gives for free: a malformed request is a 400 and nothing more,
// and the client address is the socket's, whatever X-Forwarded-For a client sends.

let stack: TestStack;
let rsaKey: jose.CryptoKey;
const rsaKid = crypto.randomUUID();

// An edge function that answers with the headers it received: what the gateway forwarded.
const echoFunction = `Deno.serve((req) => Response.json(Object.fromEntries(req.headers)));\n`;

beforeAll(async () => {
  const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true });
  rsaKey = privateKey;
  const jwk = { ...(await jose.exportJWK(privateKey)), kid: rsaKid, alg: 'RS256', use: 'sig' };
  stack = await startTestStack({
    files: { 'signing_keys.json': JSON.stringify([jwk]), 'functions/echo-headers/index.ts': echoFunction },
    config: (config) => {
      (config.auth as Record<string, unknown>).signing_keys_path = './signing_keys.json';
      const functions = (config.functions ??= {}) as Record<string, unknown>;
      functions['echo-headers'] = { verify_jwt: false };
    },
    exclude: ['mail'],
  });
});

afterAll(async () => {
  await stack?.dispose();
});

const url = (path: string) => `${stack.env.API_URL}${path}`;

/** A token the client signs itself, as a project with its own keys does (the CLI accepts these). */
async function hsToken(claims: jose.JWTPayload, secret = stack.env.JWT_SECRET!): Promise<string> {
  return new jose.SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(secret));
}

async function rsToken(claims: jose.JWTPayload): Promise<string> {
  return new jose.SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: rsaKid, typ: 'JWT' }).setExpirationTime('10m').sign(rsaKey);
}

/** The headers the echo function saw. */
async function forwarded(headers: Record<string, string>): Promise<Record<string, string>> {
  const response = await fetch(url('/functions/v1/echo-headers'), { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

/** The role PostgREST ran a request as: newsletter_subscribers is granted to service_role only. */
async function restRole(headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url('/rest/v1/newsletter_subscribers?select=id&limit=1'), { headers });
  return { status: response.status, body: await response.json() };
}

describe('keys (the CLI rule: only the opaque keys are mapped, everything else reaches the service)', () => {
  test('no key at all: PostgREST serves the anon role', async () => {
    const response = await fetch(url('/rest/v1/posts?select=slug&limit=1'));
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(1);
  });

  test('the secret key becomes the service_role JWT, the publishable key the anon JWT', async () => {
    expect((await forwarded({ apikey: stack.env.SECRET_KEY! })).authorization).toBe(`Bearer ${stack.env.SERVICE_ROLE_KEY}`);
    expect((await forwarded({ apikey: stack.env.PUBLISHABLE_KEY! })).authorization).toBe(`Bearer ${stack.env.ANON_KEY}`);
    // supabase-js sends the opaque key as a bearer too: replaced, never passed on.
    const both = await forwarded({ apikey: stack.env.PUBLISHABLE_KEY!, authorization: `Bearer ${stack.env.PUBLISHABLE_KEY}` });
    expect(both.authorization).toBe(`Bearer ${stack.env.ANON_KEY}`);
  });

  test("a caller's own Authorization passes untouched; any other apikey is copied as it is", async () => {
    const token = await hsToken({ role: 'anon' });
    expect((await forwarded({ apikey: stack.env.SECRET_KEY!, authorization: `Bearer ${token}` })).authorization).toBe(`Bearer ${token}`);
    expect((await forwarded({ apikey: 'some-other-key' })).authorization).toBe('some-other-key');
    expect((await forwarded({})).authorization).toBeUndefined();
  });

  test('a service_role key the client signed with the HS256 jwt_secret works, as with `supabase start`', async () => {
    const serviceRole = await hsToken({ role: 'service_role', iss: 'supabase-demo' });
    const result = await restRole({ apikey: serviceRole, authorization: `Bearer ${serviceRole}` });
    expect(result.status).toBe(200);
    // The same table as anon: refused, so the 200 above was the service role's.
    expect((await restRole({})).status).not.toBe(200);
  });

  test('a key signed with an RS256 key of signing_keys_path works for REST and realtime', async () => {
    const serviceRole = await rsToken({ role: 'service_role' });
    expect((await restRole({ apikey: serviceRole, authorization: `Bearer ${serviceRole}` })).status).toBe(200);
    const anon = await rsToken({ role: 'anon' });
    const socket = new WebSocket(`${url('/realtime/v1/websocket').replace('http', 'ws')}?apikey=${anon}&vsn=1.0.0`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    });
    socket.close();
  });

  test('a forged or unknown key gets the service its own error, never a gateway 401', async () => {
    const forged = await hsToken({ role: 'service_role' }, 'not-the-secret-of-this-project-at-all-1234');
    const rest = await fetch(url('/rest/v1/posts'), { headers: { apikey: forged, authorization: `Bearer ${forged}` } });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: 'PGRST301' });

    const unknownOpaque = await fetch(url('/rest/v1/posts'), {
      headers: { apikey: 'sb_secret_unknown', authorization: 'Bearer sb_secret_unknown' },
    });
    expect(await unknownOpaque.text()).not.toContain('Invalid API key');

    const socket = new WebSocket(`${url('/realtime/v1/websocket').replace('http', 'ws')}?apikey=${forged}&vsn=1.0.0`);
    const status = await new Promise<number | undefined>((resolve) =>
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode)),
    );
    // Realtime refuses the connection itself (Phoenix: 403), as it does behind the CLI's Kong.
    expect(status).toBe(403);
  });

  test("GoTrue's verify link passes without any header rewriting", async () => {
    const response = await fetch(url('/auth/v1/verify?token=x&type=signup&redirect_to=http://127.0.0.1:3000'), {
      headers: { apikey: stack.env.SECRET_KEY! },
      redirect: 'manual',
    });
    // GoTrue answers the link (a redirect with an error for a bad token), not a gateway refusal.
    expect([303, 302]).toContain(response.status);
  });

  test('the secret key from a browser is refused, as on the hosted platform', async () => {
    const response = await fetch(url('/rest/v1/posts'), {
      headers: {
        apikey: stack.env.SECRET_KEY!,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Forbidden use of secret API key in browser' });
    const fromServer = await fetch(url('/rest/v1/posts?select=slug&limit=1'), {
      headers: { apikey: stack.env.SECRET_KEY!, 'user-agent': 'node' },
    });
    expect(fromServer.status).toBe(200);
  });
});

describe('client address', () => {
  test("a client's X-Forwarded-For is replaced by the socket address, so rotating it changes nothing", async () => {
    for (const spoofed of ['203.0.113.9', '198.51.100.1, 10.0.0.1']) {
      const seen = await forwarded({ 'x-forwarded-for': spoofed });
      expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    }
  });
});

/**
 * Sends raw bytes and collects the answer until its head is complete (a kept-alive connection is then closed by us),
 * the server closes, or a second passes.
 */
/** Sends bytes to the gateway, another port, or a unix socket (a path: PostgREST's). */
function raw(bytes: string, target: number | string = Number(new URL(stack.env.API_URL!).port)): Promise<string> {
  return new Promise((resolve) => {
    const write = () => socket.write(bytes);
    const socket = typeof target === 'number' ? net.connect(target, '127.0.0.1', write) : net.connect(target, write);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) socket.destroy();
    });
    const done = () => resolve(answer);
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('close', done);
    socket.on('error', done);
  });
}

/** The port a service of the test stack listens on, behind the gateway. */
function servicePort(name: string): number {
  const state = JSON.parse(fs.readFileSync(path.join(stack.workdir, '.stack', 'state.json'), 'utf8')) as {
    services: { name: string; url: string }[];
  };
  return Number(new URL(state.services.find((service) => service.name === name)!.url).port);
}

describe('malformed requests', () => {
  const corpus = [
    'GET //[/. HTTP/1.1\r\nHost: localhost\r\n\r\n',
    'GET //[/.%2e HTTP/1.1\r\nHost: localhost\r\n\r\n',
    'GET /rest/v1/%zz%%/..//[::1]/. HTTP/1.1\r\nHost: localhost\r\n\r\n',
    'GET http://[::1/ HTTP/1.1\r\nHost: localhost\r\n\r\n',
    'GET * HTTP/1.1\r\nHost: localhost\r\n\r\n',
    'GET /rest/v1/posts HTTP/1.1\r\nHost: localhost\r\nX-Big: ' + 'a'.repeat(70_000) + '\r\n\r\n',
    'GET /rest/v1/po\u0000sts HTTP/1.1\r\nHost: localhost\r\n\r\n',
    'GET /rest/v1/posts HTTP/1.1\r\nHost: localhost\r\nX-Nul: a\u0000b\r\n\r\n',
    'GET /realtime/v1/websocket?apikey=%zz HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    'GET //[/. HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
    'POST /rest/v1/posts HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nzzzzz',
    'BREW /rest/v1/posts HTCPCP/1.0\r\n\r\n',
    '\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\u00a1\u0003\u0003',
  ];

  test('each gets a 4xx answer or a closed connection, and the stack keeps serving', async () => {
    for (const request of corpus) {
      const answer = await raw(request);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      // 0: the connection was closed without an answer (a TLS hello, a request Node's parser drops).
      expect(status === 0 || (status >= 400 && status < 500) || status === 101, JSON.stringify(request.slice(0, 40))).toBe(true);
      const check = await fetch(url('/rest/v1/posts?select=slug&limit=1'));
      expect(check.status, `after ${JSON.stringify(request.slice(0, 40))}`).toBe(200);
    }
    // Every service behind the gateway still answers too.
    expect((await fetch(url('/auth/v1/health'))).status).toBe(200);
    expect((await fetch(url('/storage/v1/bucket'), { headers: { apikey: stack.env.SERVICE_ROLE_KEY! } })).status).toBe(200);
    expect((await fetch(url('/functions/v1/echo-headers'))).status).toBe(200);
  });

  test('sent straight to each service behind the gateway, the corpus leaves every one of them answering', async () => {
    const state = JSON.parse(fs.readFileSync(path.join(stack.workdir, '.stack', 'state.json'), 'utf8')) as {
      services: { name: string; url: string }[];
    };
    // PostgREST listens on a unix socket (`unix:<path>`), the others on loopback ports.
    const services = state.services.filter((service) => /^(http|unix):/.test(service.url));
    expect(services.map((service) => service.name)).toEqual(expect.arrayContaining(['rest', 'auth', 'storage', 'realtime', 'functions']));
    for (const service of services) {
      const port = service.url.startsWith('unix:') ? service.url.slice('unix:'.length) : Number(new URL(service.url).port);
      // All at once: a service that cannot take the corpus side by side falls over here too.
      const answers = await Promise.all(corpus.map((request) => raw(request, port)));
      // Garbage from a client is the client's fault: a 4xx or a closed connection, never a 5xx.
      for (const [index, answer] of answers.entries()) {
        expect(answer, `${service.name} on ${JSON.stringify(corpus[index]!.slice(0, 40))}`).not.toMatch(/^HTTP\/1\.[01] 5/);
      }
      // Still there: any HTTP answer to a plain request (each service has its own idea of "/").
      const answer = await raw('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', port);
      expect(answer, `${service.name} after the corpus`).toMatch(/^HTTP\/1\.1 \d{3} /);
    }
    expect((await fetch(url('/rest/v1/posts?select=slug&limit=1'))).status).toBe(200);
    expect((await fetch(url('/auth/v1/health'))).status).toBe(200);
  });

  test('the request line that took the whole stack down gets an answer (no route: 404) and nothing else', async () => {
    const answer = await raw('GET //[/. HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
  });

  test('after the corpus, `stack down` stops every service in order, none left holding a socket open', async () => {
    // A websocket upgrade realtime could not parse used to leave its socket open, and stop() waited for it until the
    // CLI gave up and killed the supervisor.
    await raw('GET //[/. HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n', servicePort('realtime'));
    const down = await runCli(stack.workdir, ['down']);
    expect(down.code).toBe(0);
    const log = fs.readFileSync(path.join(stack.workdir, '.stack', 'logs', 'supervisor.log'), 'utf8');
    const stopped = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { service: string; message: string })
      .filter((entry) => entry.message === 'stopped')
      .map((entry) => entry.service);
    expect(stopped).toEqual(expect.arrayContaining(['gateway', 'realtime', 'storage', 'auth', 'functions', 'rest', 'postgres']));
    expect(log).not.toContain('left running by an earlier stack');
  });
});
