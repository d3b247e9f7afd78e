import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

// An oversized body gets the service's own 413 in Supabase's error shape, never the gateway's 502, and the service
// keeps serving. (Regression: auth and realtime's HTTP API closed the connection mid-body; the gateway said 502.)

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({});
});

afterAll(async () => {
  await stack?.dispose();
});

const THIRTY_MB = 30 * 1024 * 1024;
const bigJson = () =>
  Buffer.concat([Buffer.from('{"email":"duzy@example.pl","password":"'), Buffer.alloc(THIRTY_MB, 0x61), Buffer.from('"}')]);

function post(url: string, body: Buffer, method = 'POST') {
  return fetch(url, {
    method,
    headers: { apikey: stack.env.ANON_KEY!, authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body,
  });
}

describe('a 30 MB JSON body', () => {
  test('auth: 413 in GoTrue’s error shape, then it still answers', async () => {
    const response = await post(`${stack.env.API_URL}/auth/v1/signup`, bigJson());
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 413, error_code: 'request_too_large', msg: 'Request body is too large' });
    const health = await fetch(`${stack.env.API_URL}/auth/v1/health`, { headers: { apikey: stack.env.ANON_KEY! } });
    expect(health.status).toBe(200);
  });

  test('storage JSON routes: 413 in Storage’s error shape, then buckets still list', async () => {
    const response = await post(`${stack.env.API_URL}/storage/v1/bucket`, bigJson());
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: '413', message: expect.stringContaining('too large') });
    const list = await fetch(`${stack.env.API_URL}/storage/v1/bucket`, {
      headers: { apikey: stack.env.ANON_KEY!, authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}` },
    });
    expect(list.status).toBe(200);
  });

  test('realtime HTTP API: 413 in Realtime’s shape, then a broadcast is still accepted', async () => {
    const response = await post(`${stack.env.API_URL}/realtime/v1/api/broadcast`, bigJson());
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Payload Too Large' });
    const ok = await post(
      `${stack.env.API_URL}/realtime/v1/api/broadcast`,
      Buffer.from(JSON.stringify({ messages: [{ topic: 'duzy', event: 'e', payload: { a: 1 } }] })),
    );
    expect(ok.status).toBe(202);
  });

  test('mail API: 413, then the inbox still answers', async () => {
    const response = await post(`${stack.env.MAILPIT_URL}/api/v1/messages`, bigJson(), 'PUT');
    expect(response.status).toBe(413);
    expect((await fetch(`${stack.env.MAILPIT_URL}/api/v1/messages`)).status).toBe(200);
  });

  test('rest and functions never answer 502', async () => {
    for (const url of [`${stack.env.API_URL}/rest/v1/posts`, `${stack.env.API_URL}/functions/v1/newsletter-subscribe`]) {
      const response = await post(url, bigJson());
      expect(response.status, url).not.toBe(502);
      expect(response.status, url).toBeLessThan(500);
    }
  });
});
