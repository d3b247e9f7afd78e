import type pg from 'pg';
import type { Pgoutput } from 'pg-logical-replication';
import type { Logger } from '../../../shared/log.ts';
import type { BroadcastMessage } from './hub.ts';
import { toJsonValue } from './values.ts';
import type { Claims } from './access-tokens.ts';

/** A row inserted into realtime.messages, to broadcast on its topic. */
export interface DatabaseBroadcast {
  topic: string;
  isPrivate: boolean;
  message: BroadcastMessage;
}

export type Row = Record<string, string | null | undefined>;

export interface TableInfo {
  schema: string;
  table: string;
  rls: boolean;
  primaryKey: string[];
  columns: { name: string; type: string }[];
  types: Map<string, string>;
}

export interface Change {
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  relation: Pgoutput.MessageRelation;
  record?: Row;
  old?: Row;
  commitTimestamp: string;
  /** The writing transaction, to wait until it is visible before looking the row up. */
  xid: number;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A row of realtime.messages as the broadcast it stands for (undefined: not a broadcast, or its payload is not JSON). */
export function databaseBroadcast(row: Row): DatabaseBroadcast | undefined {
  if (row.extension !== 'broadcast' || !row.topic || !row.event) return undefined;
  const meta = row.id ? { id: row.id } : undefined;
  let message: BroadcastMessage;
  if (row.binary_payload) message = { event: row.event, binary: Buffer.from(row.binary_payload.replace(/^\\x/, ''), 'hex'), meta };
  else {
    try {
      message = { event: row.event, payload: row.payload ? (JSON.parse(row.payload) as unknown) : {}, meta };
    } catch {
      return;
    }
  }
  return { topic: row.topic, isPrivate: row.private !== 'f', message };
}

/**
 * The change as this subscriber may see it, or undefined when it may not: checked in Postgres as the subscriber
 * (role and claims set, then a SELECT by primary key that RLS filters), with only the columns the role may read.
 */
export async function payloadFor(
  pool: pg.Pool,
  log: Logger,
  change: Change,
  table: TableInfo,
  claims: Claims,
  selected?: string[],
): Promise<Record<string, unknown> | undefined> {
  const base = { schema: table.schema, table: table.table, commit_timestamp: change.commitTimestamp, type: change.type };
  if (change.type !== 'DELETE' && table.primaryKey.length === 0) {
    return { ...base, columns: [], errors: ['Error 400: Bad Request, no primary key'] };
  }
  const client = await pool.connect();
  let visible = false;
  let readable: Set<string>;
  try {
    await client.query('begin');
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      claims.role,
      JSON.stringify(claims),
    ]);
    const target = `${quoteIdent(table.schema)}.${quoteIdent(table.table)}`;
    const { rows: columnRows } = await client.query<{ name: string; bypass: boolean }>(
      `select a.attname as name, (select rolbypassrls or rolsuper from pg_roles where rolname = current_user) as bypass
         from pg_attribute a
        where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and has_column_privilege($1::regclass, a.attnum, 'SELECT')`,
      [target],
    );
    readable = new Set(columnRows.map((column) => column.name));
    const keyReadable = table.primaryKey.every((key) => readable.has(key));
    // Like Realtime, the row itself is looked up only when RLS can hide it: deletes and RLS-free reads pass on privileges.
    if (change.type === 'DELETE' || !table.rls || columnRows[0]?.bypass) visible = keyReadable;
    else if (keyReadable) {
      const where = table.primaryKey.map((key, index) => `${quoteIdent(key)} = $${index + 1}`).join(' and ');
      const values = table.primaryKey.map((key) => change.record![key] ?? null);
      const { rows } = await client.query<{ visible: boolean }>(`select exists(select 1 from ${target} where ${where}) as visible`, values);
      visible = rows[0]?.visible === true;
    }
  } catch (error) {
    log.info('postgres_changes check refused', { role: claims.role, table: table.table, error: (error as Error).message });
    return undefined;
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
  if (!visible) return undefined;
  const columns = table.columns.filter(
    (column) => readable.has(column.name) && (!selected || selected.includes(column.name) || table.primaryKey.includes(column.name)),
  );
  const toJson = (row: Row, keep: (name: string) => boolean) => {
    const out: Record<string, unknown> = {};
    for (const column of columns) {
      if (!(column.name in row) || row[column.name] === undefined || !keep(column.name)) continue;
      out[column.name] = toJsonValue(column.type, row[column.name]);
    }
    return out;
  };
  const payload: Record<string, unknown> = { ...base, columns, errors: null };
  if (change.type !== 'DELETE') {
    // Unchanged TOAST values come as undefined; Realtime fills them from the old row when it has one.
    const record = {
      ...(change.old ?? {}),
      ...Object.fromEntries(Object.entries(change.record!).filter(([, value]) => value !== undefined)),
    };
    payload.record = toJson(record, () => true);
  }
  if (change.type === 'UPDATE') {
    // Without REPLICA IDENTITY FULL Postgres sends no old row; like wal2json, Realtime then reports the key.
    const old = change.old ?? Object.fromEntries(table.primaryKey.map((key) => [key, change.record![key]]));
    payload.old_record = toJson(old, () => true);
  }
  if (change.type === 'DELETE') {
    // With RLS on, a deleted row cannot be checked any more, so only its key is sent (as Realtime does).
    payload.old_record = toJson(change.old ?? {}, (name) => !table.rls || table.primaryKey.includes(name));
  }
  return payload;
}
