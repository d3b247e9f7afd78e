import type pg from 'pg';
import type { Pgoutput } from 'pg-logical-replication';
import type { Logger } from '../../../shared/log.ts';
import { patternChecks, rowMatches, type PatternMatcher } from './filters.ts';
import type { PostgresSubscription } from './hub.ts';
import type { Claims } from './access-tokens.ts';
import { databaseBroadcast, payloadFor, type Change, type DatabaseBroadcast, type Row, type TableInfo } from './payloads.ts';
import { ReplicationStream } from './replication.ts';
import { resolveBinding, type ResolvedSubscription } from './resolution.ts';

/** postgres_changes: reads the WAL of the tables in `supabase_realtime` and sends each row to the subscribers allowed to see it. */
export class ChangeFeed {
  private readonly subscriptions = new Set<PostgresSubscription>();
  private readonly tables = new Map<number, Promise<TableInfo | undefined>>();
  private readonly stream: ReplicationStream;
  private commitTimestamp = new Date().toISOString();
  private xid = 0;
  private lastVisibleXid = 0;
  private pending: Promise<void> = Promise.resolve();
  private backlog = 0;

  constructor(
    private readonly pool: pg.Pool,
    replicationUrl: string,
    private readonly log: Logger,
    private readonly onDatabaseBroadcast: (broadcast: DatabaseBroadcast) => void,
  ) {
    this.stream = new ReplicationStream(
      replicationUrl,
      log,
      (message) => this.onMessage(message),
      () => this.tables.clear(),
    );
  }

  /** Checks one binding of a join (`{event, schema, table, filter}`) and builds its subscription. */
  resolve(params: Record<string, unknown>): Promise<ResolvedSubscription> {
    return resolveBinding(this.pool, params);
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
  start(): Promise<void> {
    return this.stream.start();
  }

  async stop(): Promise<void> {
    await this.stream.stop();
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
    const broadcast = databaseBroadcast(row);
    if (broadcast) this.onDatabaseBroadcast(broadcast);
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
        const data = await payloadFor(this.pool, this.log, change, table, claims, columns);
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
}
