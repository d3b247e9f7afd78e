import pg from 'pg';

export type Db = pg.Pool;
export type Queryable = pg.Pool | pg.PoolClient;

export function createPool(connectionString: string): Db {
  // GoTrue's own pool is small; a few connections keep bcrypt-bound sign-in bursts from starving other requests.
  return new pg.Pool({ connectionString, max: 8, application_name: 'obrazy-auth' });
}

/** Runs `work` in one transaction, so multi-row writes (user + identity, session + token) land together. */
export async function transaction<T>(
  db: Db,
  work: (client: pg.PoolClient) => Promise<T>,
  // Errors of this class still commit what was written (GoTrue's NewCommitWithError, e.g. a revoked token family).
  options: { commitOn?: new (...args: never[]) => Error } = {},
): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    const commit = options.commitOn !== undefined && error instanceof options.commitOn;
    await client.query(commit ? 'commit' : 'rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function one<T extends pg.QueryResultRow>(db: Queryable, sql: string, params: unknown[] = []): Promise<T | undefined> {
  const { rows } = await db.query<T>(sql, params);
  return rows[0];
}
