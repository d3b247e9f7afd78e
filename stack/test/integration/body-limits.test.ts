import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

// An oversized body gets 413 in the shape of the Supabase component that refuses it, never the gateway's 502, and
// the service keeps serving. Auth, storage, realtime and mail refuse with their own limits and bodies; for PostgREST
// and the edge functions (real binaries that read any body) the gateway refuses as Kong's request-size-limiting
// does. (Regressions: auth and realtime's HTTP API closed the connection mid-body and the gateway said 502; PostgREST
// and the functions took 30 MB bodies whole.)

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    files: { 'functions/ping/index.ts': `Deno.serve(async (req) => new Response('pong ' + (await req.text()).length));\n` },
  });
});

afterAll(async () => {
  await stack?.dispose();
});

const THIRTY_MB = 30 * 1024 * 1024;
const bigJson = () =>
  Buffer.concat([Buffer.from('{"email":"duzy@example.pl","password":"'), Buffer.alloc(THIRTY_MB, 0x61), Buffer.from('"}')]);

const headers = () => ({
  apikey: stack.env.ANON_KEY!,
  authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}`,
  'content-type': 'application/json',
});

function post(url: string, body: Buffer, method = 'POST') {
  return fetch(url, { method, headers: headers(), body });
}

/** The same body without a Content-Length (chunked), in 1 MB pieces. */
function postChunked(url: string, body: Buffer) {
  const pieces = Array.from({ length: Math.ceil(body.length / 2 ** 20) }, (_, i) => body.subarray(i * 2 ** 20, (i + 1) * 2 ** 20));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces.shift();
      if (piece) controller.enqueue(piece);
      else controller.close();
    },
  });
  return fetch(url, { method: 'POST', headers: headers(), body: stream, duplex: 'half' } as RequestInit);
}

const KONG_TOO_LARGE = { message: 'Request size limit exceeded' };

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

  test('mail API: 413 with Mailpit’s plain-text error, then the inbox still answers', async () => {
    const response = await post(`${stack.env.MAILPIT_URL}/api/v1/messages`, bigJson(), 'PUT');
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('Request body is too large');
    expect((await fetch(`${stack.env.MAILPIT_URL}/api/v1/messages`)).status).toBe(200);
  });

  test('rest: the gateway’s 413 in Kong’s shape, with or without a Content-Length; then PostgREST still answers', async () => {
    for (const send of [post, postChunked]) {
      const response = await send(`${stack.env.API_URL}/rest/v1/posts`, bigJson());
      expect(response.status, send.name).toBe(413);
      expect(await response.json()).toEqual(KONG_TOO_LARGE);
    }
    const list = await fetch(`${stack.env.API_URL}/rest/v1/posts?select=slug&limit=1`, { headers: headers() });
    expect(list.status).toBe(200);
    expect(await list.json()).toHaveLength(1);
  });

  test('functions: the gateway’s 413 in Kong’s shape; then the function still runs, and a body under the limit passes', async () => {
    for (const send of [post, postChunked]) {
      const response = await send(`${stack.env.FUNCTIONS_URL}/ping`, bigJson());
      expect(response.status, send.name).toBe(413);
      expect(await response.json()).toEqual(KONG_TOO_LARGE);
    }
    const fine = await post(`${stack.env.FUNCTIONS_URL}/ping`, Buffer.alloc(5 * 2 ** 20, 0x61));
    expect(fine.status).toBe(200);
    expect(await fine.text()).toBe(`pong ${5 * 2 ** 20}`);
  });
});
