/** Auth hooks without a stack: GoTrue's error contract, the claims check, and the http dispatcher's answers. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimProblems } from '../../src/services/auth/domain/hooks.ts';
import type { Db } from '../../src/services/auth/infra/db.ts';
import { createHookTransport, hookRefusal, HookCallError, pgFunctionName } from '../../src/services/auth/infra/hook-transport.ts';

describe('hookRefusal (GoTrue hookserrors.Check)', () => {
  it('turns {error: {http_code, message}} into that status and message; 500 when the code is missing', () => {
    expect(hookRefusal({ error: { http_code: 403, message: 'Nie' } })).toMatchObject({ status: 403, message: 'Nie' });
    expect(hookRefusal({ error: { message: 'Nie' } })).toMatchObject({ status: 500, message: 'Nie' });
    expect(hookRefusal({ error: { http_code: 400, message: '' } })).toBeUndefined();
    expect(hookRefusal({ claims: {} })).toBeUndefined();
  });

  it('never throws, and refuses exactly when error.message is a non-empty string', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const refusal = hookRefusal(value);
        const message = (value as { error?: { message?: unknown } } | null)?.error?.message;
        const refuses =
          typeof value === 'object' && value !== null && !Array.isArray(value) && typeof message === 'string' && message !== '';
        expect(refusal !== undefined).toBe(refuses);
        if (refusal) expect(refusal.status).toBeGreaterThan(0);
      }),
    );
  });
});

describe('claimProblems (GoTrue MinimumViableTokenSchema)', () => {
  const valid = {
    aud: 'authenticated',
    exp: 2,
    iat: 1,
    sub: 'u',
    email: '',
    phone: '',
    role: 'authenticated',
    aal: 'aal1',
    session_id: 's',
    is_anonymous: false,
  };
  it('accepts GoTrue-shaped claims and names each missing or mistyped one', () => {
    expect(claimProblems({ ...valid, user_role: 'redaktor' })).toBe('');
    const { aal: _aal, ...withoutAal } = valid;
    expect(claimProblems(withoutAal)).toContain('aal is required');
    expect(claimProblems({ ...valid, exp: '2' })).toContain('exp: Invalid type');
  });
  it('never throws on any object', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (claims) => void claimProblems(claims)));
  });
});

describe('pgFunctionName', () => {
  it('quotes schema and function of pg-functions://postgres/<schema>/<fn>', () => {
    expect(pgFunctionName('pg-functions://postgres/public/custom_access_token_hook')).toBe('"public"."custom_access_token_hook"');
    expect(pgFunctionName('pg-functions://postgres/public/x"; drop table y; --')).toBe('"public"."x""; drop table y; --"');
    expect(pgFunctionName('pg-functions://postgres/public')).toBeUndefined();
  });
});

describe('the http dispatcher', () => {
  let server: http.Server;
  let base: string;
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
  // 1.5 s: the first request on a busy machine can take most of a second.
  const transport = createHookTransport({} as Db, { httpTimeoutMs: 1500, httpBackoffMs: 50 });

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        switch (request.url) {
          case '/echo': {
            let verified: unknown;
            try {
              verified = new Webhook(secret).verify(body, request.headers as Record<string, string>);
            } catch (error) {
              verified = `refused: ${(error as Error).message}`;
            }
            response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
            return response.end(JSON.stringify({ verified }));
          }
          case '/none':
            response.writeHead(204);
            return response.end();
          case '/text':
            response.writeHead(200, { 'content-type': 'text/plain' });
            return response.end('ok');
          case '/slow':
            return setTimeout(() => response.end(), 3000);
          case '/busy':
            response.writeHead(503);
            return response.end();
          default:
            response.writeHead(418);
            return response.end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const call = (path: string) => transport.call({ uri: `${base}${path}`, secrets: `v1,${secret}` }, { hello: 'świat' });
  const failure = async (path: string) => {
    const error = await call(path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HookCallError);
    return error as HookCallError;
  };

  it('signs with Standard Webhooks and returns the JSON answer; 204 is no answer', async () => {
    expect(await call('/echo')).toEqual({ verified: { hello: 'świat' } });
    expect(await call('/none')).toBeUndefined();
  });

  it("answers each failure with GoTrue's status, code and message", async () => {
    expect(await failure('/text')).toMatchObject({ status: 400, code: 'hook_payload_invalid_content_type' });
    expect(await failure('/slow')).toMatchObject({
      status: 422,
      code: 'hook_timeout',
      message: 'Failed to reach hook within maximum time of 1.500000 seconds',
    });
    expect(await failure('/busy')).toMatchObject({ status: 500, message: 'Service currently unavailable due to hook' });
    expect(await failure('/teapot')).toMatchObject({ status: 500, message: 'Unexpected status code returned from hook: 418' });
  });

  it('gives up on an unreachable hook after its retries', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await transport
      .call({ uri: `http://127.0.0.1:${port}/`, secrets: `v1,${secret}` }, {})
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 422, code: 'hook_timeout_after_retry' });
  });
});
