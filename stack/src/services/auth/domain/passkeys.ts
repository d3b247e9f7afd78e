// Passkeys: the rows of auth.webauthn_credentials and auth.webauthn_challenges as the /passkeys endpoints read and
// write them.
import { one, type Queryable } from '../infra/db.ts';
import type { SessionData } from './webauthn.ts';

export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: Buffer;
  public_key: Buffer;
  sign_count: string;
  transports: string[];
  friendly_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export interface PasskeyChallengeRow {
  id: string;
  session_data: SessionData;
  expires_at: Date;
}

export type PasskeyCeremony = 'registration' | 'authentication';

export async function passkeysOf(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  return (await db.query<PasskeyRow>('select * from auth.webauthn_credentials where user_id = $1 order by created_at', [userId])).rows;
}

/** Stores a ceremony's challenge (bound to a user, or to none for a discoverable sign-in); returns its id. */
export async function insertPasskeyChallenge(
  db: Queryable,
  userId: string | null,
  type: PasskeyCeremony,
  session: SessionData,
  expiresAt: Date,
): Promise<string> {
  const row = await one<{ id: string }>(
    db,
    'insert into auth.webauthn_challenges (user_id, challenge_type, session_data, expires_at) values ($1, $2, $3, $4) returning id',
    [userId, type, JSON.stringify(session), expiresAt],
  );
  return row!.id;
}

/** Deletes the challenge and returns it (GoTrue's ConsumeWebAuthnChallengeByID: gone on first use). */
export function consumePasskeyChallenge(
  db: Queryable,
  id: string,
  type: PasskeyCeremony,
  userId: string | null,
): Promise<PasskeyChallengeRow | undefined> {
  return one<PasskeyChallengeRow>(
    db,
    `delete from auth.webauthn_challenges where id = $1 and challenge_type = $2 and user_id is not distinct from $3
     returning id, session_data, expires_at`,
    [id, type, userId],
  );
}

/** Locks the user for one registration at a time and counts its passkeys. */
export async function lockAndCountPasskeys(db: Queryable, userId: string): Promise<number> {
  await db.query('select id from auth.users where id = $1 for update', [userId]);
  const count = await one<{ count: number }>(db, 'select count(*)::int as count from auth.webauthn_credentials where user_id = $1', [
    userId,
  ]);
  return count?.count ?? 0;
}

export interface NewPasskey {
  userId: string;
  credentialId: Buffer;
  publicKey: Buffer;
  attestationType: string;
  aaguid: string | null;
  signCount: number;
  transports: string[];
  backupEligible: boolean;
  backedUp: boolean;
  friendlyName: string;
}

/** Inserts a registered passkey (a credential id already stored fails with 23505). */
export async function insertPasskey(db: Queryable, passkey: NewPasskey): Promise<PasskeyRow> {
  const inserted = await one<PasskeyRow>(
    db,
    `insert into auth.webauthn_credentials (user_id, credential_id, public_key, attestation_type, aaguid, sign_count, transports,
       backup_eligible, backed_up, friendly_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
    [
      passkey.userId,
      passkey.credentialId,
      passkey.publicKey,
      passkey.attestationType,
      passkey.aaguid,
      passkey.signCount,
      JSON.stringify(passkey.transports),
      passkey.backupEligible,
      passkey.backedUp,
      passkey.friendlyName,
    ],
  );
  return inserted!;
}

export function findPasskey(db: Queryable, credentialId: Buffer, userId: string): Promise<PasskeyRow | undefined> {
  return one<PasskeyRow>(db, 'select * from auth.webauthn_credentials where credential_id = $1 and user_id = $2', [credentialId, userId]);
}

/**
 * Records a sign-in's counter; it moves forward only, so of two parallel sign-ins with one assertion the second finds it
 * already used (false).
 */
export async function advanceSignCount(db: Queryable, passkeyId: string, counter: number): Promise<boolean> {
  const moved = await db.query(
    `update auth.webauthn_credentials set sign_count = $2, last_used_at = now(), updated_at = now()
     where id = $1 and (sign_count < $2 or (sign_count = 0 and $2 = 0))`,
    [passkeyId, counter],
  );
  return moved.rowCount === 1;
}

export function renamePasskey(db: Queryable, id: string, userId: string, name: string): Promise<PasskeyRow | undefined> {
  return one<PasskeyRow>(
    db,
    'update auth.webauthn_credentials set friendly_name = $3, updated_at = now() where id = $1 and user_id = $2 returning *',
    [id, userId, name],
  );
}

/** Deletes one passkey of the user; false when the user has none with that id. */
export async function deletePasskey(db: Queryable, id: string, userId: string): Promise<boolean> {
  const deleted = await db.query('delete from auth.webauthn_credentials where id = $1 and user_id = $2', [id, userId]);
  return deleted.rowCount === 1;
}
