/** Runs a job's command as its user, in its database, over a connection of its own (as pg_cron does over libpq). */
import pg from 'pg';

export interface CommandOutcome {
  succeeded: boolean;
  /** pg_cron's return_message: the last command's tag with its row count (`SELECT 1`), or the error message. */
  message: string;
}

/** The command tag Postgres reports for a result, as psql prints it. */
export function commandTag(result: pg.QueryResult): string {
  const count = result.rowCount;
  if (result.command === 'INSERT') return `INSERT 0 ${count ?? 0}`;
  if (count === null || count === undefined) return result.command ?? '';
  return ['SELECT', 'UPDATE', 'DELETE', 'MERGE', 'COPY', 'FETCH', 'MOVE'].includes(result.command)
    ? `${result.command} ${count}`
    : result.command;
}

export async function runCommand(
  connectionString: string,
  command: string,
  onConnected: (pid: number) => Promise<void>,
): Promise<CommandOutcome> {
  const client = new pg.Client({ connectionString, application_name: 'pg_cron' });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    return { succeeded: false, message: `connection failed: ${(error as Error).message}` };
  }
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    await onConnected(rows[0]!.pid);
    // The simple protocol, as psql: several statements run as one implicit transaction.
    const results = (await client.query(command)) as pg.QueryResult | pg.QueryResult[];
    const last = Array.isArray(results) ? results.at(-1) : results;
    return { succeeded: true, message: last ? commandTag(last) : '' };
  } catch (error) {
    return { succeeded: false, message: (error as Error).message };
  } finally {
    await client.end().catch(() => undefined);
  }
}
