/** The worker's SQL on pg_net's tables (`net.http_request_queue`, `net._http_response`), as the extension's worker does it. */
import type pg from 'pg';
import type { NetRequest, NetResponse } from '../infra/http-client.ts';

/** pg_net.batch_size's default: requests taken from the queue at once. */
export const BATCH_SIZE = 200;
/** pg_net.ttl's default: how long a response is kept. */
export const DEFAULT_TTL = '6 hours';

interface QueueRow {
  id: string;
  method: string;
  url: string;
  headers: Record<string, unknown> | null;
  body: Buffer | null;
  timeout_milliseconds: number;
}

/** Takes (deletes) the oldest queued requests: a request is sent at most once, also with two workers. */
export async function takeRequests(db: pg.Pool, limit = BATCH_SIZE): Promise<NetRequest[]> {
  const { rows } = await db.query<QueueRow>(
    `delete from net.http_request_queue
     where id in (select id from net.http_request_queue order by id limit $1 for update skip locked)
     returning id::text, method, url, headers, body, timeout_milliseconds`,
    [limit],
  );
  return rows
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((row) => ({
      id: row.id,
      method: row.method,
      url: row.url,
      headers: row.headers,
      body: row.body,
      timeoutMs: row.timeout_milliseconds,
    }));
}

export async function storeResponses(db: pg.Pool, responses: readonly NetResponse[]): Promise<void> {
  if (responses.length === 0) return;
  await db.query(
    `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
     select * from jsonb_to_recordset($1::jsonb)
       as r(id bigint, status_code integer, content_type text, headers jsonb, content text, timed_out bool, error_msg text)`,
    [
      JSON.stringify(
        responses.map((response) => ({
          id: response.id,
          status_code: response.statusCode,
          content_type: response.contentType,
          headers: response.headers,
          content: response.content,
          timed_out: response.timedOut,
          error_msg: response.errorMessage,
        })),
      ),
    ],
  );
}

/**
 * The largest response body the worker reads, in bytes: `pg_net.stack_max_response_bytes` (a setting of the
 * database or the server, read per batch), else 100 MB. pg_net itself keeps a body in one Postgres string buffer and
 * fails past its 1 GB limit; the stack's worker serves every service from one Node process, so it stops an order of
 * magnitude earlier and records an error instead.
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 100 * 1024 * 1024;

export async function maxResponseBytes(db: pg.Pool): Promise<number> {
  const { rows } = await db.query<{ value: string | null }>(`select current_setting('pg_net.stack_max_response_bytes', true) as value`);
  const value = Number(rows[0]?.value ?? '');
  return rows[0]?.value && Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_MAX_RESPONSE_BYTES;
}

/** Deletes responses older than `pg_net.ttl` (a setting of the database or the server; 6 hours when unset). */
export async function deleteExpiredResponses(db: pg.Pool): Promise<number> {
  const { rowCount } = await db.query(
    `delete from net._http_response
     where created < now() - coalesce(nullif(current_setting('pg_net.ttl', true), ''), $1)::interval`,
    [DEFAULT_TTL],
  );
  return rowCount ?? 0;
}
