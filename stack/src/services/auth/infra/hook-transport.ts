/**
 * How an Auth hook is called, as GoTrue's dispatchers do (supabase/auth internal/hooks/hookspgfunc and hookshttp):
 *
 * - `pg-functions://postgres/<schema>/<function>`: `select "<schema>"."<function>"($1::jsonb)` in a transaction of its
 *   own, on the service's connection (role supabase_auth_admin), with `statement_timeout` 2 s.
 * - `http(s)://…`: a POST of the JSON payload signed with Standard Webhooks (`webhook-id`, `webhook-timestamp`,
 *   `webhook-signature`, one `v1,<signature>` per secret), 5 s for all attempts, up to 3 attempts (2 s apart after a
 *   network error; at once after 429/503 with Retry-After), 200 KiB of answer at most.
 *
 * Both return the hook's answer (undefined for none) or throw a HookCallError with GoTrue's status, code and message.
 */
import { Webhook } from 'standardwebhooks';
import type { Db } from './db.ts';

export class HookCallError extends Error {
  constructor(
    readonly status: number,
    /** GoTrue's error code; '' where GoTrue sets none (its response then says unexpected_failure or unknown). */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HookCallError';
  }
}

export interface HookEndpoint {
  uri: string;
  /** `v1,whsec_…` secrets joined with `|` (http(s) hooks only). */
  secrets?: string | undefined;
}

export interface HookTransportOptions {
  pgTimeoutMs?: number;
  httpTimeoutMs?: number;
  httpRetries?: number;
  httpBackoffMs?: number;
  httpResponseLimit?: number;
}

const PG_FUNCTION_URI = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/;

/** `pg-functions://postgres/public/my_hook` → `"public"."my_hook"` (GoTrue's HookName), or undefined. */
export function pgFunctionName(uri: string): string | undefined {
  const match = PG_FUNCTION_URI.exec(uri);
  if (!match) return undefined;
  const quote = (name: string) => `"${decodeURIComponent(name).replaceAll('"', '""')}"`;
  return `${quote(match[1]!)}.${quote(match[2]!)}`;
}

/** GoTrue's hookserrors.Check: `{ "error": { "http_code", "message" } }` with a message is a refusal (500 by default). */
export function hookRefusal(answer: unknown): HookCallError | undefined {
  if (typeof answer !== 'object' || answer === null || !('error' in answer)) return undefined;
  const error = (answer as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { http_code: status, message } = error as { http_code?: unknown; message?: unknown };
  if (typeof message !== 'string' || message === '') return undefined;
  const code = typeof status === 'number' && Number.isInteger(status) && status !== 0 ? status : 500;
  return new HookCallError(code, '', message);
}

export function createHookTransport(db: Db, options: HookTransportOptions = {}) {
  const pgTimeoutMs = options.pgTimeoutMs ?? 2000;
  const httpTimeoutMs = options.httpTimeoutMs ?? 5000;
  const httpRetries = options.httpRetries ?? 3;
  const httpBackoffMs = options.httpBackoffMs ?? 2000;
  const responseLimit = options.httpResponseLimit ?? 200 * 1024;

  async function callPgFunction(uri: string, payload: unknown): Promise<unknown> {
    const name = pgFunctionName(uri);
    if (!name) throw new HookCallError(500, '', `Error running hook URI: ${uri}`);
    const client = await db.connect();
    let answer: unknown;
    try {
      await client.query('begin');
      await client.query(`set local statement_timeout to ${pgTimeoutMs}`);
      const { rows } = await client.query<{ answer: unknown }>(`select ${name}($1::jsonb) as answer`, [JSON.stringify(payload)]);
      await client.query('set local statement_timeout to default');
      await client.query('commit');
      answer = rows[0]?.answer ?? undefined;
    } catch {
      await client.query('rollback').catch(() => undefined);
      // GoTrue wraps a database error (missing function, timeout, raised exception) in this 500.
      throw new HookCallError(500, '', `Error running hook URI: ${uri}`);
    } finally {
      client.release();
    }
    const refusal = hookRefusal(answer);
    if (refusal) throw refusal;
    return answer;
  }

  async function callHttp(uri: string, secrets: string, payload: unknown): Promise<unknown> {
    const body = JSON.stringify(payload);
    const signers = secrets
      .split('|')
      .filter(Boolean)
      .map((secret) => new Webhook(secret.replace(/^v1,/, '')));
    const deadline = AbortSignal.timeout(httpTimeoutMs);
    const timedOut = () =>
      new HookCallError(422, 'hook_timeout', `Failed to reach hook within maximum time of ${(httpTimeoutMs / 1000).toFixed(6)} seconds`);
    for (let attempt = 0; attempt < httpRetries; attempt++) {
      const id = crypto.randomUUID();
      const now = new Date();
      let response: Response;
      try {
        response = await fetch(uri, {
          method: 'POST',
          body,
          signal: deadline,
          redirect: 'manual',
          headers: {
            'content-type': 'application/json',
            'webhook-id': id,
            'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
            'webhook-signature': signers.map((signer) => signer.sign(id, now, body)).join(', '),
            'accept-encoding': 'identity',
          },
        });
      } catch {
        if (deadline.aborted) throw timedOut();
        if (attempt < httpRetries - 1) {
          await new Promise((resolve) => setTimeout(resolve, httpBackoffMs));
          if (deadline.aborted) throw timedOut();
          continue;
        }
        throw new HookCallError(422, 'hook_timeout_after_retry', 'Failed to reach hook after maximum retries');
      }
      switch (response.status) {
        case 204:
          return undefined;
        case 200:
        case 202:
          return readAnswer(response);
        case 429:
        case 503:
          await response.body?.cancel();
          if (response.headers.get('retry-after')) continue;
          throw new HookCallError(500, '', 'Service currently unavailable due to hook');
        case 400:
          await response.body?.cancel();
          throw new HookCallError(500, '', 'Invalid payload sent to hook');
        case 401:
          await response.body?.cancel();
          throw new HookCallError(500, '', 'Hook requires authorization token');
        default:
          await response.body?.cancel();
          throw new HookCallError(500, '', `Unexpected status code returned from hook: ${response.status}`);
      }
    }
    throw new HookCallError(500, '', 'Service currently unavailable due to hook');
  }

  async function readAnswer(response: Response): Promise<unknown> {
    const contentType = response.headers.get('content-type');
    if (!contentType) {
      await response.body?.cancel();
      throw new HookCallError(400, 'hook_payload_invalid_content_type', 'Invalid Content-Type: Missing Content-Type header');
    }
    if (contentType.split(';')[0]!.trim().toLowerCase() !== 'application/json') {
      await response.body?.cancel();
      throw new HookCallError(400, 'hook_payload_invalid_content_type', `Invalid JSON response. Received content-type: ${contentType}`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > responseLimit) {
        await response.body?.cancel().catch(() => undefined);
        throw new HookCallError(422, 'hook_payload_over_size_limit', `Payload size exceeded size limit of ${responseLimit} bytes`);
      }
      chunks.push(chunk);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new HookCallError(500, '', 'Error unmarshaling JSON output.');
    }
    const refusal = hookRefusal(answer);
    if (refusal) throw refusal;
    return answer;
  }

  return {
    /** Calls the hook; resolves to its JSON answer (undefined when it gave none). */
    call(endpoint: HookEndpoint, payload: unknown): Promise<unknown> {
      if (/^https?:/i.test(endpoint.uri)) return callHttp(endpoint.uri, endpoint.secrets ?? '', payload);
      return callPgFunction(endpoint.uri, payload);
    },
  };
}
export type HookTransport = ReturnType<typeof createHookTransport>;
