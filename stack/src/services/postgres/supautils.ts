// The local stand-in for what supautils lets the non-superuser `postgres` do on the Supabase image: create, alter
// and drop policies on the tables of `supautils.policy_grants` (storage.objects, realtime.messages, …), and create
// the untrusted extensions of `supautils.privileged_extensions`. The migration runner routes exactly those statements
// through the bootstrap's `_stack` helpers (007_postgres_not_superuser.sql); everything else runs as plain `postgres`.
import type pg from 'pg';

const IDENT = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)`;
const POLICY = new RegExp(
  String.raw`^(?:create|alter|drop)\s+policy\s+(?:if\s+exists\s+)?${IDENT}\s+on\s+(?:only\s+)?(${IDENT}\s*\.\s*${IDENT})`,
  'i',
);
const EXTENSION = /^create\s+extension\s+(?:if\s+not\s+exists\s+)?("?)([\w-]+)\1(?:\s|;|$)/i;

/** The statement without the comments and blank lines before it. */
function statementStart(sql: string): string {
  let rest = sql;
  for (;;) {
    const trimmed = rest.replace(/^\s+/, '');
    if (trimmed.startsWith('--')) rest = trimmed.slice(trimmed.indexOf('\n') >>> 0 || trimmed.length);
    else if (trimmed.startsWith('/*')) rest = trimmed.slice(trimmed.indexOf('*/') + 2 || trimmed.length);
    else return trimmed;
  }
}

/** The qualified table of a CREATE/ALTER/DROP POLICY statement, else null. */
export function policyTarget(sql: string): string | null {
  return POLICY.exec(statementStart(sql))?.[1] ?? null;
}

/** The extension a CREATE EXTENSION statement creates, else null. */
export function extensionName(sql: string): string | null {
  return EXTENSION.exec(statementStart(sql))?.[2]?.toLowerCase() ?? null;
}

/** Runs one statement of a migration or seed as `postgres`, with the supautils stand-in where Supabase has supautils. */
export type StatementRunner = (sql: string) => Promise<void>;

/**
 * The runner for `client`: plain when its role is a superuser (a legacy cluster) or the helpers are absent;
 * otherwise policy statements on policy_grants tables run with the owner's membership for that statement only, and
 * untrusted privileged extensions are created by the superuser.
 */
export async function statementRunner(client: pg.Client): Promise<StatementRunner> {
  const plain: StatementRunner = async (sql) => {
    await client.query(sql);
  };
  const { rows } = await client.query<{ superuser: boolean; helpers: boolean }>(
    `select rolsuper as superuser, to_regprocedure('_stack.policy_grant_begin(text)') is not null as helpers
     from pg_roles where rolname = current_user`,
  );
  if (!rows[0] || rows[0].superuser || !rows[0].helpers) return plain;
  // One statement only (the extended protocol refuses several), so nothing rides along with the granted membership.
  const single = (text: string) => client.query({ text, queryMode: 'extended' } as pg.QueryConfig);
  return async (sql) => {
    const target = policyTarget(sql);
    if (target) {
      // Other tables: the statement runs as plain postgres and fails (or not) as on Supabase.
      const { rows: listed } = await client.query<{ listed: boolean }>(
        'select coalesce(to_regclass($1) = any (_stack.policy_grant_tables()), false) as listed',
        [target],
      );
      if (listed[0]?.listed) {
        const { rows: granted } = await client.query<{ role: string | null }>('select _stack.policy_grant_begin($1) as role', [target]);
        await single(sql);
        if (granted[0]?.role) await client.query('select _stack.policy_grant_end($1)', [granted[0].role]);
        return;
      }
    }
    const extension = extensionName(sql);
    if (extension) {
      const { rows: available } = await client.query<{ trusted: boolean }>(
        'select bool_or(trusted) as trusted from pg_available_extension_versions where name = $1',
        [extension],
      );
      const trusted = available[0]?.trusted;
      // Trusted extensions postgres creates itself (Postgres runs their scripts as the superuser); unknown ones fail
      // with Postgres' own error.
      if (trusted === false) {
        await client.query('select _stack.create_privileged_extension($1)', [sql]);
        return;
      }
    }
    await client.query(sql);
  };
}
