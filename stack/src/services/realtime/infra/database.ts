import crypto from 'node:crypto';
import pg from 'pg';
import type { Claims } from '../domain/access-tokens.ts';

export type Extension = 'broadcast' | 'presence';

/** `realtime.messages` is partitioned by day (UTC): yesterday to today + 3, as Realtime keeps them. */
export async function ensureMessagePartitions(pool: pg.Pool, now = new Date()): Promise<void> {
  const day = 86_400_000;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let offset = -1; offset <= 3; offset++) {
    const from = new Date(today + offset * day).toISOString().slice(0, 10);
    const to = new Date(today + (offset + 1) * day).toISOString().slice(0, 10);
    const name = `messages_${from.replaceAll('-', '_')}`;
    await pool.query(`create table if not exists realtime.${name} partition of realtime.messages for values from ('${from}') to ('${to}')`);
  }
}

/** Realtime keeps three days of messages: older day partitions are dropped. */
export async function dropOldMessagePartitions(pool: pg.Pool, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - 3 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '_');
  const { rows } = await pool.query<{ name: string }>(
    `select c.relname as name from pg_inherits i
       join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'realtime.messages'::regclass and c.relname ~ '^messages_\\d{4}_\\d\\d_\\d\\d$'`,
  );
  const old = rows.map((row) => row.name).filter((name) => name.slice('messages_'.length) < cutoff);
  const dropped: string[] = [];
  for (const name of old) {
    // A partition someone else owns is left alone rather than failing the service.
    const ok = await pool.query(`drop table if exists realtime.${name}`).then(
      () => true,
      () => false,
    );
    if (ok) dropped.push(name);
  }
  return dropped;
}

export interface StoredBroadcast {
  id: string;
  event: string;
  payload: unknown;
  binary_payload: Buffer | null;
}

/** The last `limit` (at most 25) private broadcasts of a topic since `since` (ms), oldest first, as Realtime replays them. */
export async function replayMessages(pool: pg.Pool, topic: string, since: number, limit: number): Promise<StoredBroadcast[]> {
  const { rows } = await pool.query<StoredBroadcast>(
    `select id, event, payload, binary_payload from realtime.messages
      where topic = $1 and private is true and extension = 'broadcast'
        and inserted_at >= to_timestamp($2 / 1000.0) at time zone 'utc' and inserted_at < (now() at time zone 'utc') + interval '1 minute'
      order by inserted_at desc limit $3`,
    [topic, since, Math.max(1, Math.min(limit, 25))],
  );
  return rows.reverse();
}

/**
 * Stores a private broadcast (`persist`) in realtime.messages; the row comes back through the WAL and is broadcast
 * from there with its id, so it is sent once and can be replayed.
 */
export async function storeBroadcast(
  pool: pg.Pool,
  topic: string,
  event: string,
  body: { payload: unknown } | { binary: Buffer },
): Promise<void> {
  await pool.query(
    `insert into realtime.messages (topic, extension, event, private, payload, binary_payload) values ($1, 'broadcast', $2, true, $3, $4)`,
    [topic, event, 'payload' in body ? JSON.stringify(body.payload ?? {}) : null, 'binary' in body ? body.binary : null],
  );
}

/** The settings Realtime gives a policy check: role, claims, the channel name behind `realtime.topic()`. */
async function setAuthorizationContext(client: pg.PoolClient, claims: Claims, topic: string): Promise<void> {
  await client.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $1, true)`,
    [claims.role, topic, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
  );
}

/**
 * Read authorization of a private channel: rows are inserted as the table's owner, then selected as the user, so
 * the SELECT policies on realtime.messages decide; everything is rolled back.
 */
export async function readPolicies(
  pool: pg.Pool,
  claims: Claims,
  topic: string,
  extensions: Extension[],
): Promise<Record<Extension, boolean>> {
  const result: Record<Extension, boolean> = { broadcast: false, presence: false };
  const client = await pool.connect();
  try {
    await client.query('begin');
    const ids = new Map(extensions.map((extension) => [extension, crypto.randomUUID()]));
    for (const [extension, id] of ids) {
      await client.query(`insert into realtime.messages (id, topic, extension, private) values ($1, $2, $3, true)`, [id, topic, extension]);
    }
    await setAuthorizationContext(client, claims, topic);
    const { rows } = await client.query<{ id: string }>(`select id from realtime.messages where id = any($1::uuid[])`, [[...ids.values()]]);
    const visible = new Set(rows.map((row) => row.id));
    for (const [extension, id] of ids) result[extension] = visible.has(id);
    return result;
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** Write authorization: an INSERT as the user that the INSERT policies on realtime.messages allow or refuse. */
export async function writePolicy(pool: pg.Pool, claims: Claims, topic: string, extension: Extension): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await setAuthorizationContext(client, claims, topic);
    await client.query(`insert into realtime.messages (topic, extension, private) values ($1, $2, true)`, [topic, extension]);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return false;
    throw error;
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** Realtime creates its messages publication itself when it connects; so do we (as supabase_admin, the superuser Realtime connects as: it needs the table's owner). */
export async function ensureMessagesPublication(url: string, publication: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'realtime' });
  await client.connect();
  try {
    const { rowCount } = await client.query(`select 1 from pg_publication where pubname = $1`, [publication]);
    if (!rowCount) await client.query(`create publication ${publication} for table realtime.messages`);
  } finally {
    await client.end();
  }
}
