import type pg from 'pg';

/**
 * `[api] auto_expose_new_tables = false`: what the Supabase CLI runs on a new database after its initial schema and
 * before the migrations (and what the dashboard runs for a project with "Default privileges for new entities" off).
 * The default privileges that grant `postgres`'s new tables, sequences and functions in `public` to the Data API
 * roles are taken back, so a migration's table is reachable through the API only once it grants it. Unset or `true`
 * (the CLI's default) keeps them. Like the CLI, it is applied when a database is made (first start, `stack reset`),
 * not to a database that already exists.
 */
export async function revokeDefaultApiPrivileges(client: pg.Client): Promise<void> {
  await client.query(`
    alter default privileges for role postgres in schema public
      revoke select, insert, update, delete on tables from anon, authenticated, service_role;
    alter default privileges for role postgres in schema public
      revoke usage, select on sequences from anon, authenticated, service_role;
    alter default privileges for role postgres in schema public
      revoke execute on functions from anon, authenticated, service_role;
  `);
}
