// The user's identities (auth.identities) as the identity endpoints change them.
import { errors } from '../errors.ts';
import type { Queryable } from '../infra/db.ts';

/** Removes one identity of the user; its last one stays (GoTrue's single-identity rule). */
export async function unlinkIdentity(db: Queryable, userId: string, identityId: string): Promise<void> {
  const { rows } = await db.query<{ id: string; provider: string }>(
    'select id, provider from auth.identities where user_id = $1 for update',
    [userId],
  );
  if (!rows.some((row) => row.id === identityId)) throw errors.identityNotFound();
  if (rows.length <= 1) throw errors.singleIdentity();
  await db.query('delete from auth.identities where id = $1', [identityId]);
  const providers = [...new Set(rows.filter((row) => row.id !== identityId).map((row) => row.provider))];
  await db.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('providers', $2::jsonb, 'provider', $3::text), updated_at = now() where id = $1`,
    [userId, JSON.stringify(providers), providers[0] ?? 'email'],
  );
}
