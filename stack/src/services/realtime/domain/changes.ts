import crypto from 'node:crypto';
import pg from 'pg';
import { LogicalReplicationService, PgoutputPlugin, type Pgoutput } from 'pg-logical-replication';
import type { Logger } from '../../../shared/log.ts';
import { IS_VALUES, parseFilters, patternChecks, rowMatches, type ColumnFilter, type PatternMatcher } from './filters.ts';
import type { BroadcastMessage, PostgresSubscription } from './hub.ts';
import { toJsonValue } from './values.ts';
import type { Claims } from './access-tokens.ts';

export const PUBLICATION = 'supabase_realtime';
/** Realtime's own publication of realtime.messages: rows `realtime.send()` inserts become broadcasts. */
export const MESSAGES_PUBLICATION = 'supabase_realtime_messages_publication';

/** A row inserted into realtime.messages, to broadcast on its topic. */
export interface DatabaseBroadcast {
  topic: string;
  isPrivate: boolean;
  message: BroadcastMessage;
}

type Row = Record<string, string | null | undefined>;

interface TableInfo {
  schema: string;
  table: string;
  rls: boolean;
  primaryKey: string[];
  columns: { name: string; type: string }[];
  types: Map<string, string>;
}

interface Change {
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  relation: Pgoutput.MessageRelation;
  record?: Row;
  old?: Row;
  commitTimestamp: string;
  /** The writing transaction, to wait until it is visible before looking the row up. */
  xid: number;
}

export type ResolvedSubscription =
  { ok: true; id: number; subscription: Omit<PostgresSubscription, 'session'> } | { ok: false; id: number; message: string };

/** Realtime answers each binding with a numeric id derived from its parameters; the client matches on it. */
function bindingId(params: Record<string, unknown>): number {
  return crypto.createHash('sha1').update(JSON.stringify(params)).digest().readUInt32BE(0) >>> 5;
}

/** Keeps pgoutput's text values: pg's global type parsers would turn them into JS types Realtime never sends. */
class TextPgoutputPlugin extends PgoutputPlugin {
  constructor(
    private readonly slotName: string,
    publications: string[],
  ) {
    super({ protoVersion: 1, publicationNames: publications });
  }

  override parse(buffer: Buffer): Pgoutput.Message {
    const message = super.parse(buffer);
    if (message.tag === 'relation') for (const column of message.columns) column.parser = (raw: unknown) => raw;
    return message;
  }

  // The slot is TEMPORARY: Postgres drops it when this connection ends, so a stopped or killed stack never pins WAL.
  override async start(client: pg.Client, slotName: string, lastLsn: string): Promise<unknown> {
    await client.query(`CREATE_REPLICATION_SLOT "${this.slotName}" TEMPORARY LOGICAL pgoutput`);
    return super.start(client, slotName, lastLsn);
  }
}

/** Condition names of the SQLSTATEs a filter value can raise, as Postgrex prints them. */
const CONDITIONS: Record<string, string> = {
  '22P02': 'invalid_text_representation',
  '22003': 'numeric_value_out_of_range',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22023': 'invalid_parameter_value',
  '2201B': 'invalid_regular_expression',
  '42704': 'undefined_object',
};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** postgres_changes: reads the WAL of the tables in `supabase_realtime` and sends each row to the subscribers allowed to see it. */
export class ChangeFeed {
  private readonly subscriptions = new Set<PostgresSubscription>();
  private readonly tables = new Map<number, Promise<TableInfo | undefined>>();
  private service: LogicalReplicationService | undefined;
  private commitTimestamp = new Date().toISOString();
  private xid = 0;
  private lastVisibleXid = 0;
  private pending: Promise<void> = Promise.resolve();
  private backlog = 0;
  private stopped = false;
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly replicationUrl: string,
    private readonly log: Logger,
    private readonly onDatabaseBroadcast: (broadcast: DatabaseBroadcast) => void,
  ) {}

  /** Checks one binding of a join (`{event, schema, table, filter}`) and builds its subscription. */
  async resolve(params: Record<string, unknown>): Promise<ResolvedSubscription> {
    const id = bindingId(params);
    const describe = `[event: ${String(params.event ?? '*')}, schema: ${String(params.schema ?? 'public')}, table: ${String(params.table ?? '*')}${params.filter ? `, filters: [${String(params.filter)}]` : ''}]`;
    const unable = `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe}`;
    const event = typeof params.event === 'string' ? params.event.toUpperCase() : '*';
    const schema = typeof params.schema === 'string' ? params.schema : params.table ? 'public' : undefined;
    const table = typeof params.table === 'string' ? params.table : '*';
    if (!schema)
      return { ok: false, id, message: 'No subscription params provided. Please provide at least a `schema` or `table` to subscribe to' };
    const parsed = typeof params.filter === 'string' ? parseFilters(params.filter) : { ok: true as const, filters: [] };
    if (!parsed.ok) return { ok: false, id, message: parsed.message };
    let columns: string[] | undefined;
    if (params.select !== undefined) {
      if (!Array.isArray(params.select)) {
        return {
          ok: false,
          id,
          message: 'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
        };
      }
      const names = params.select.filter((name): name is string => typeof name === 'string');
      if (names.length && (schema === '*' || table === '*')) {
        return {
          ok: false,
          id,
          message: 'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
        };
      }
      columns = names.length ? names : undefined;
    }
    const { rows } = await this.pool.query<{ count: string }>(
      `select count(*) from pg_publication_tables where pubname = $1 and ($2 = '*' or schemaname = $2) and ($3 = '*' or tablename = $3)`,
      [PUBLICATION, schema, table],
    );
    if (Number(rows[0]?.count ?? 0) === 0) return { ok: false, id, message: unable };
    if (schema !== '*' && table !== '*' && parsed.filters.length > 0) {
      const problem = await this.filterProblem(schema, table, parsed.filters);
      if (problem) {
        return {
          ok: false,
          id,
          message: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${describe}. Exception: ${problem}`,
        };
      }
    }
    return {
      ok: true,
      id,
      subscription: {
        id,
        schema,
        table,
        event: event === 'INSERT' || event === 'UPDATE' || event === 'DELETE' ? event : '*',
        filters: parsed.filters,
        columns,
      },
    };
  }

  /**
   * What Realtime's `subscription_check_filters` trigger refuses, in the words Postgrex reports it: an unknown column,
   * a value the column's type cannot take, more than 100 `in` values, `is` with anything but null/true/false/unknown
   * (or true/false/unknown on a non-boolean column), a pattern operator on a type without it, an invalid regex.
   */
  private async filterProblem(schema: string, table: string, filters: ColumnFilter[]): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ name: string; type: string }>(
      `select a.attname as name, a.atttypid::regtype::text as type from pg_attribute a
        where a.attrelid = format('%I.%I', $1::text, $2::text)::regclass and a.attnum > 0 and not a.attisdropped`,
      [schema, table],
    );
    const types = new Map(rows.map((row) => [row.name, row.type]));
    const raised = (message: string) => `ERROR P0001 (raise_exception) ${message}`;
    for (const filter of filters) {
      const type = types.get(filter.column);
      if (!type) return raised(`invalid column for filter ${filter.column}`);
      const value = filter.values[0] ?? '';
      try {
        if (filter.operator === 'in') {
          if (filter.values.length > 100) return raised('too many values for `in` filter. Maximum 100');
          await this.pool.query(`select $1::text[]::${type}[]`, [
            filter.values.map((item) => (item.toUpperCase() === 'NULL' ? null : item)),
          ]);
        } else if (filter.operator === 'is') {
          if (!IS_VALUES.has(value)) return raised('invalid value for is filter: must be null, true, false, or unknown');
          if (value !== 'null' && type !== 'boolean') return raised(`is ${value} filter requires a boolean column, got ${type}`);
        } else if (
          filter.operator === 'like' ||
          filter.operator === 'ilike' ||
          filter.operator === 'match' ||
          filter.operator === 'imatch'
        ) {
          const symbol = { like: '~~', ilike: '~~', match: '~', imatch: '~*' }[filter.operator];
          const { rows: found } = await this.pool.query(
            `select 1 from pg_operator where oprname = $1 and oprleft = $2::regtype
                and ($1 = '~~' or (oprright = $2::regtype and oprresult = 'boolean'::regtype))`,
            [symbol, type],
          );
          if (found.length === 0) return raised(`operator ${filter.operator} requires a text-compatible column type, got ${type}`);
          if (filter.operator === 'match' || filter.operator === 'imatch') {
            try {
              await this.pool.query(`select '' ~ $1`, [value]);
            } catch (error) {
              return raised(`invalid regular expression for ${filter.operator} filter: ${(error as Error).message}`);
            }
          }
        } else await this.pool.query(`select $1::${type}`, [value]);
      } catch (error) {
        const code = (error as pg.DatabaseError).code ?? 'XX000';
        return `ERROR ${code} (${CONDITIONS[code] ?? code}) ${(error as Error).message}`;
      }
    }
    return undefined;
  }

  /** Postgres answers the LIKE/ILIKE/regex filters of a change in one query (its escapes and regex flavour are the spec). */
  private async patternMatcher(subscriptions: PostgresSubscription[], row: Row): Promise<PatternMatcher | undefined> {
    const checks = subscriptions.flatMap((subscription) => patternChecks(subscription.filters, row));
    if (checks.length === 0) return undefined;
    const key = (operator: string, value: string, pattern: string) => JSON.stringify([operator, value, pattern]);
    const answers = new Map<string, boolean>();
    const ask = async (batch: typeof checks) => {
      const { rows } = await this.pool.query<{ hit: boolean | null }>(
        `select case op when 'like' then v like p when 'ilike' then v ilike p when 'match' then v ~ p else v ~* p end as hit
           from unnest($1::text[], $2::text[], $3::text[]) with ordinality as t(op, v, p, n) order by n`,
        [batch.map((check) => check.operator), batch.map((check) => check.value), batch.map((check) => check.pattern)],
      );
      batch.forEach((check, index) => answers.set(key(check.operator, check.value, check.pattern), rows[index]?.hit === true));
    };
    try {
      await ask(checks);
    } catch {
      // One pattern Postgres refuses (a LIKE ending in the escape character) fails only its own filter.
      for (const check of checks) await ask([check]).catch(() => undefined);
    }
    return (operator, value, pattern) => answers.get(key(operator, value, pattern)) ?? false;
  }

  add(subscription: PostgresSubscription): void {
    this.subscriptions.add(subscription);
  }

  remove(subscription: PostgresSubscription): void {
    this.subscriptions.delete(subscription);
  }

  /** Opens the replication stream; at service start a failure is thrown, later ones are retried every second. */
  async start(initial = true): Promise<void> {
    this.stopped = false;
    const slot = `supabase_realtime_stack_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
    const service = new LogicalReplicationService(
      { connectionString: this.replicationUrl, application_name: 'realtime' },
      { acknowledge: { auto: true, timeoutSeconds: 10 } },
    );
    this.service = service;
    let streaming = false;
    const plugin = new TextPgoutputPlugin(slot, [PUBLICATION, MESSAGES_PUBLICATION]);
    service.on('data', (_lsn: string, message: Pgoutput.Message) => this.onMessage(message));
    service.on('error', (error: Error) => {
      if (this.stopped || !streaming) return;
      this.log.error('replication failed; restarting in 1 s', { error: error.message });
      this.scheduleRestart();
    });
    const started = new Promise<void>((resolve, reject) => {
      service.once('start', () => resolve());
      service.once('error', reject);
    });
    service.subscribe(plugin, slot).then(
      () => {
        if (streaming && !this.stopped) {
          this.log.error('replication stream ended; restarting in 1 s');
          this.scheduleRestart();
        }
      },
      () => undefined,
    );
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        started,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('no stream within 10 s')), 10_000);
        }),
      ]);
    } catch (error) {
      if (initial) this.stopped = true;
      await service.destroy().catch(() => undefined);
      throw new Error(`logical replication (publication ${PUBLICATION}) could not start: ${(error as Error).message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    streaming = true;
    this.log.info('replication started', { slot, publication: PUBLICATION });
  }

  private scheduleRestart(): void {
    if (this.restartTimer || this.stopped) return;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      void this.service?.destroy().catch(() => undefined);
      this.tables.clear();
      this.start(false).catch((error: Error) => {
        this.log.error('replication restart failed', { error: error.message });
        this.scheduleRestart();
      });
    }, 1000);
    this.restartTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.restartTimer);
    await this.service?.destroy().catch(() => undefined);
    await this.pending.catch(() => undefined);
  }

  private onMessage(message: Pgoutput.Message): void {
    switch (message.tag) {
      case 'begin': {
        // The parser already moved commitTime to the Unix epoch (microseconds).
        this.commitTimestamp = new Date(Number(BigInt(message.commitTime.toString()) / 1000n)).toISOString();
        this.xid = message.xid >>> 0;
        return;
      }
      case 'relation':
        this.tables.delete(message.relationOid);
        return;
      case 'insert':
        if (message.relation.schema === 'realtime' && message.relation.name.startsWith('messages'))
          return this.fromMessages(message.new as Row);
        return this.enqueue({
          type: 'INSERT',
          relation: message.relation,
          record: message.new as Row,
          commitTimestamp: this.commitTimestamp,
          xid: this.xid,
        });
      case 'update':
        return this.enqueue({
          type: 'UPDATE',
          relation: message.relation,
          record: message.new as Row,
          old: (message.old ?? message.key ?? undefined) as Row | undefined,
          commitTimestamp: this.commitTimestamp,
          xid: this.xid,
        });
      case 'delete':
        return this.enqueue({
          type: 'DELETE',
          relation: message.relation,
          old: (message.old ?? message.key ?? {}) as Row,
          commitTimestamp: this.commitTimestamp,
          xid: this.xid,
        });
      default:
        return;
    }
  }

  private fromMessages(row: Row): void {
    if (row.extension !== 'broadcast' || !row.topic || !row.event) return;
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
    this.onDatabaseBroadcast({ topic: row.topic, isPrivate: row.private !== 'f', message });
  }

  private enqueue(change: Change): void {
    if (this.subscriptions.size === 0) return;
    // A bounded backlog: past it, changes are dropped (and logged) rather than growing memory without limit.
    if (this.backlog >= 10_000) {
      this.log.error('postgres_changes backlog full; change dropped', { table: change.relation.name });
      return;
    }
    this.backlog++;
    this.pending = this.pending
      .then(() => this.dispatch(change))
      .catch((error: Error) => this.log.error('postgres_changes dispatch failed', { table: change.relation.name, error: error.message }))
      .finally(() => this.backlog--);
  }

  private tableInfo(relation: Pgoutput.MessageRelation): Promise<TableInfo | undefined> {
    let info = this.tables.get(relation.relationOid);
    if (!info) {
      info = this.pool
        .query<{ rls: boolean; pk: string[]; columns: { name: string; type: string }[] }>(
          `select c.relrowsecurity as rls,
                  coalesce((select array_agg(a.attname::text order by a.attnum) from pg_index i
                    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                    where i.indrelid = c.oid and i.indisprimary), '{}') as pk,
                  (select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
                    from pg_attribute a join pg_type t on t.oid = a.atttypid
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
             from pg_class c where c.oid = $1`,
          [relation.relationOid],
        )
        .then(({ rows }) => {
          const row = rows[0];
          if (!row) return undefined;
          return {
            schema: relation.schema,
            table: relation.name,
            rls: row.rls,
            primaryKey: row.pk,
            columns: row.columns,
            types: new Map(row.columns.map((column) => [column.name, column.type])),
          };
        });
      this.tables.set(relation.relationOid, info);
      info.catch(() => this.tables.delete(relation.relationOid));
    }
    return info;
  }

  private async dispatch(change: Change): Promise<void> {
    const { relation } = change;
    const matching = [...this.subscriptions].filter(
      (subscription) =>
        (subscription.schema === '*' || subscription.schema === relation.schema) &&
        (subscription.table === '*' || subscription.table === relation.name) &&
        (subscription.event === '*' || subscription.event === change.type),
    );
    if (matching.length === 0) return;
    const table = await this.tableInfo(relation);
    if (!table) return;
    const row = change.type === 'DELETE' ? change.old! : change.record!;
    const patterns = await this.patternMatcher(matching, row);
    const visibleByFilter = matching.filter((subscription) => rowMatches(subscription.filters, row, table.types, patterns));
    if (visibleByFilter.length === 0) return;

    if (change.type !== 'DELETE' && table.rls) await this.waitUntilVisible(change.xid);

    // One check per distinct role and claims: every subscriber with the same token sees the same thing.
    const groups = new Map<string, { claims: Claims; columns?: string[]; subscriptions: PostgresSubscription[] }>();
    for (const subscription of visibleByFilter) {
      const key = JSON.stringify([subscription.session.claims, subscription.columns ?? null]);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { claims: subscription.session.claims, columns: subscription.columns, subscriptions: [] }));
      group.subscriptions.push(subscription);
    }
    await Promise.all(
      [...groups.values()].map(async ({ claims, columns, subscriptions }) => {
        const data = await this.payloadFor(change, table, claims, columns);
        if (!data) return;
        const bySession = new Map<PostgresSubscription['session'], number[]>();
        for (const subscription of subscriptions) {
          const ids = bySession.get(subscription.session) ?? [];
          if (!ids.includes(subscription.id)) ids.push(subscription.id);
          bySession.set(subscription.session, ids);
        }
        for (const [session, ids] of bySession) session.output.push(session, 'postgres_changes', { ids, data });
      }),
    );
  }

  /**
   * The WAL can reach us a moment before the writing transaction is visible to new snapshots; a row lookup in that
   * moment would find nothing and wrongly hide the change, so wait (briefly) until it is visible.
   */
  private async waitUntilVisible(xid: number): Promise<void> {
    if (xid === this.lastVisibleXid) return;
    for (let attempt = 0; attempt < 200; attempt++) {
      const { rows } = await this.pool.query<{ visible: boolean }>(
        `select pg_visible_in_snapshot((((pg_snapshot_xmax(pg_current_snapshot())::text::bigint >> 32) << 32) | $1::bigint)::text::xid8,
                                       pg_current_snapshot()) as visible`,
        [xid],
      );
      if (rows[0]?.visible) {
        this.lastVisibleXid = xid;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /**
   * The change as this subscriber may see it, or undefined when it may not: checked in Postgres as the subscriber
   * (role and claims set, then a SELECT by primary key that RLS filters), with only the columns the role may read.
   */
  private async payloadFor(
    change: Change,
    table: TableInfo,
    claims: Claims,
    selected?: string[],
  ): Promise<Record<string, unknown> | undefined> {
    const base = { schema: table.schema, table: table.table, commit_timestamp: change.commitTimestamp, type: change.type };
    if (change.type !== 'DELETE' && table.primaryKey.length === 0) {
      return { ...base, columns: [], errors: ['Error 400: Bad Request, no primary key'] };
    }
    const client = await this.pool.connect();
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
        const { rows } = await client.query<{ visible: boolean }>(
          `select exists(select 1 from ${target} where ${where}) as visible`,
          values,
        );
        visible = rows[0]?.visible === true;
      }
    } catch (error) {
      this.log.info('postgres_changes check refused', { role: claims.role, table: table.table, error: (error as Error).message });
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
}
