/** Named Vault secrets written by the stack, as `supabase start` writes `[db.vault]` (values never logged). */
import pg from 'pg';

/** Creates each named secret, or updates it when its value changed. Runs as a role that may read the Vault. */
export async function upsertProjectSecrets(dbUrl: string, secrets: Readonly<Record<string, string>>): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl, application_name: 'vault' });
  await client.connect();
  try {
    for (const [name, value] of Object.entries(secrets)) {
      const { rows } = await client.query<{ id: string; same: boolean }>(
        'select id, decrypted_secret is not distinct from $2 as same from vault.decrypted_secrets where name = $1',
        [name, value],
      );
      if (!rows[0]) await client.query('select vault.create_secret($2, $1)', [name, value]);
      else if (!rows[0].same) await client.query('select vault.update_secret($1, $2)', [rows[0].id, value]);
    }
  } finally {
    await client.end();
  }
}
