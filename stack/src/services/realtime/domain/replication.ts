import crypto from 'node:crypto';
import type pg from 'pg';
import { LogicalReplicationService, PgoutputPlugin, type Pgoutput } from 'pg-logical-replication';
import type { Logger } from '../../../shared/log.ts';

/** The publication of the tables whose changes postgres_changes sends. */
export const PUBLICATION = 'supabase_realtime';
/** Realtime's own publication of realtime.messages: rows `realtime.send()` inserts become broadcasts. */
export const MESSAGES_PUBLICATION = 'supabase_realtime_messages_publication';

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

/**
 * The logical replication stream of both publications (pgoutput over a temporary slot): each message goes to
 * `onMessage`; a stream that fails or ends after it started is opened again every second until it runs.
 */
export class ReplicationStream {
  private service: LogicalReplicationService | undefined;
  private stopped = false;
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly replicationUrl: string,
    private readonly log: Logger,
    private readonly onMessage: (message: Pgoutput.Message) => void,
    /** Called before a restart opens the stream again (relations are announced anew on it). */
    private readonly onRestart: () => void,
  ) {}

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
      this.onRestart();
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
  }
}
