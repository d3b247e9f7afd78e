import type pg from 'pg';

/** Re-encrypts the Vault's secrets under a new key of this cluster's own (supabase_vault's script defines how). */
export async function rotateVaultKey(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ installed: boolean }>(
    `select to_regprocedure('vault._stack_rotate_key()') is not null as installed`,
  );
  if (rows[0]?.installed) await client.query('select vault._stack_rotate_key()');
}
