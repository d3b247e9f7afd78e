import pg from 'pg';

/** Who makes a request: the verified JWT's role and claims, as PostgREST would see them. */
export interface Caller {
  role: string;
  claims: Record<string, unknown>;
  /** `sub` of the token, stored as the object's owner. */
  sub?: string;
  /** False when the request had no valid JWT (routes that allow that treat it as anon). */
  authenticated: boolean;
}

export type Query = <Row = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>;

export const SUPERUSER: Caller = { role: 'service_role', claims: { role: 'service_role' }, authenticated: true };

/**
 * Metadata access: user requests run on the authenticator's pool under `set local role` with the JWT claims, so
 * RLS decides; the service's own bookkeeping runs as supabase_storage_admin, the tables' owner.
 */
export class Database {
  constructor(
    private readonly userPool: pg.Pool,
    private readonly adminPool: pg.Pool,
  ) {}

  /** Runs `work` in one transaction as the caller. With `rollback`, only tests whether RLS would allow it. */
  async asCaller<T>(
    caller: Caller,
    operation: string,
    work: (query: Query) => Promise<T>,
    options: { rollback?: boolean } = {},
  ): Promise<T> {
    return this.transaction(this.userPool, work, options.rollback ?? false, async (client) => {
      await client.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
                set_config('storage.operation', $4, true), set_config('storage.allow_delete_query', 'true', true)`,
        [caller.role, JSON.stringify(caller.claims), caller.sub ?? '', operation],
      );
    });
  }

  async asAdmin<T>(operation: string, work: (query: Query) => Promise<T>): Promise<T> {
    return this.transaction(this.adminPool, work, false, async (client) => {
      await client.query(`select set_config('storage.operation', $1, true), set_config('storage.allow_delete_query', 'true', true)`, [
        operation,
      ]);
    });
  }

  private async transaction<T>(
    pool: pg.Pool,
    work: (query: Query) => Promise<T>,
    rollback: boolean,
    setup: (client: pg.PoolClient) => Promise<void>,
  ): Promise<T> {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      await setup(client);
      const query: Query = async <Row>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as Row[];
      const result = await work(query);
      await client.query(rollback ? 'rollback' : 'commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => (broken = true));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async end(): Promise<void> {
    await Promise.all([this.userPool.end(), this.adminPool.end()]);
  }
}

export function createDatabase(userUrl: string, adminUrl: string): Database {
  const options = { max: 8, idleTimeoutMillis: 30_000, application_name: 'storage' };
  const userPool = new pg.Pool({ connectionString: userUrl, ...options });
  const adminPool = new pg.Pool({ connectionString: adminUrl, ...options, max: 4 });
  // An idle client's error (e.g. Postgres stopping first) must not crash the stack.
  userPool.on('error', () => undefined);
  adminPool.on('error', () => undefined);
  return new Database(userPool, adminPool);
}
