import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { rawHttp } from '../support/raw-http.ts';

// Issue #37, the network half: every port the stack opens answers only the names it is reached by (421 otherwise),
// the ports behind the gateway answer only what the gateway relays (its per-start token), no port but the gateway,
// the dashboard and the inbox answers a foreign Origin, and the dashboard cannot be framed or called cross-site.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ studio: true, exclude: ['functions'] });
});

afterAll(async () => {
  await stack?.dispose();
});

/** The ports of the stack's services behind the gateway, from state.json. */
function internalPorts(): Record<string, number> {
  const state = JSON.parse(fs.readFileSync(path.join(stack.workdir, '.stack', 'state.json'), 'utf8')) as {
    services: { name: string; url: string }[];
  };
  const ports: Record<string, number> = {};
  for (const service of state.services) {
    if (['auth', 'storage', 'realtime', 'meta', 'mcp'].includes(service.name)) ports[service.name] = Number(new URL(service.url).port);
  }
  return ports;
}

const portOf = (url: string) => Number(new URL(url).port);

test('a foreign Host gets 421 and nothing else on the gateway, the dashboard, the inbox and every internal port', async () => {
  const ports = {
    gateway: portOf(stack.env.API_URL!),
    studio: portOf(stack.env.STUDIO_URL!),
    inbox: portOf(stack.env.MAILPIT_URL!),
    ...internalPorts(),
  };
  expect(Object.keys(ports).sort()).toEqual(['auth', 'gateway', 'inbox', 'mcp', 'meta', 'realtime', 'storage', 'studio']);
  for (const [name, port] of Object.entries(ports)) {
    for (const target of ['/', '/api/v1/messages', '/api/status', '/health']) {
      const answer = await rawHttp(port, `GET ${target} HTTP/1.1\r\nHost: rebound.evil.example:${port}\r\nConnection: close\r\n\r\n`);
      expect(answer, `${name} ${target}`).toMatch(/^HTTP\/1\.1 421 /);
      expect(answer.toLowerCase(), `${name} ${target}`).not.toContain('access-control-allow-origin');
    }
    const upgrade = await rawHttp(
      port,
      `GET /realtime/v1/websocket HTTP/1.1\r\nHost: evil.example\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
    );
    expect(upgrade, `${name} upgrade`).toMatch(/^HTTP\/1\.1 421 /);
  }
  // The served names still work, at any port spelling.
  for (const host of ['localhost', '127.0.0.1', '[::1]']) {
    const answer = await rawHttp(ports.inbox, `GET /livez HTTP/1.1\r\nHost: ${host}:${ports.inbox}\r\nConnection: close\r\n\r\n`);
    expect(answer, host).toMatch(/^HTTP\/1\.1 200 /);
  }
});

test('the ports behind the gateway refuse anything it did not relay: no token, 403 without CORS, for any Origin', async () => {
  for (const [name, port] of Object.entries(internalPorts())) {
    const variants: Record<string, string>[] = [{}, { origin: 'http://evil.example' }, { 'x-stack-internal-token': 'guessed' }];
    for (const headers of variants) {
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers });
      expect(response.status, `${name} ${JSON.stringify(headers)}`).toBe(403);
      expect(response.headers.get('access-control-allow-origin'), name).toBeNull();
    }
    const preflight = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status, `${name} preflight`).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin'), name).toBeNull();
  }
  // Through the gateway they answer, and the public APIs keep the CLI Kong's CORS for other local apps.
  expect(
    (await fetch(`${stack.env.API_URL}/auth/v1/health`, { headers: { origin: 'http://localhost:5173' } })).headers.get(
      'access-control-allow-origin',
    ),
  ).toBe('*');
  const preflight = await fetch(`${stack.env.API_URL}/rest/v1/posts`, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
  });
  expect(preflight.status).toBe(200);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  const storage = await fetch(`${stack.env.API_URL}/storage/v1/bucket`, { headers: { apikey: stack.env.SERVICE_ROLE_KEY! } });
  expect(storage.status).toBe(200);
});

test('the dashboard cannot be framed and answers /api only to its own page', async () => {
  const studio = stack.env.STUDIO_URL!;
  for (const target of ['/', '/api/status']) {
    const response = await fetch(`${studio}${target}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(response.status, target).toBe(200);
    expect(response.headers.get('content-security-policy'), target).toBe("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options'), target).toBe('DENY');
    expect(response.headers.get('x-content-type-options'), target).toBe('nosniff');
  }
  // Another site's <img> or form: no Origin, but the browser says cross-site.
  for (const site of ['cross-site', 'same-site', 'none']) {
    const response = await fetch(`${studio}/api/pg/tables`, { headers: { 'sec-fetch-site': site, 'x-stack-dashboard': '1' } });
    expect(response.status, site).toBe(403);
  }
  expect((await fetch(`${studio}/api/status`)).status).toBe(403);
  // The dashboard's own calls: same-origin, or its header from a client without Sec-Fetch-Site; postgres-meta answers
  // them (the dashboard sends the internal token).
  const tables = await fetch(`${studio}/api/pg/tables?included_schemas=public`, { headers: { 'x-stack-dashboard': '1' } });
  expect(tables.status).toBe(200);
  expect(((await tables.json()) as { name: string }[]).map((table) => table.name)).toContain('posts');
});

test('the inbox sends no CORS headers: a foreign page cannot read the sign-in links it holds', async () => {
  const response = await fetch(`${stack.env.MAILPIT_URL}/api/v1/messages`, { headers: { origin: 'http://evil.example' } });
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
});
