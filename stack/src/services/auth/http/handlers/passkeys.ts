/**
 * Passkeys (GoTrue's passkey_registration.go, passkey_authentication.go, passkey_manage.go): discoverable WebAuthn
 * credentials in auth.webauthn_credentials, registered by a signed-in user and used to sign in without a password.
 * Everything is behind `[auth.passkey] enabled`; the relying party is `[auth.webauthn]`.
 */
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { errors } from '../../errors.ts';
import { isUuid, requireAdmin, requireUser, type Caller } from '../guards.ts';
import { relyingParty, type RelyingParty } from '../../domain/webauthn.ts';
import { hasVerifiedFactor } from '../../domain/factors.ts';
import { deletePasskey, passkeysOf, renamePasskey, type PasskeyRow } from '../../domain/passkeys.ts';
import {
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  signInWithPasskey,
  type PasskeyAnswer,
} from '../../domain/passkey-ceremonies.ts';
import { loadUser } from './admin.ts';

/** GoTrue's requirePasskeyEnabled, in front of every /passkeys route (before authentication). */
function requirePasskeys(ctx: AuthContext): RelyingParty {
  if (!ctx.config.passkey?.enabled) throw errors.passkeyDisabled();
  const rp = relyingParty(ctx.config);
  if (!rp) throw errors.webauthnNotConfigured();
  return rp;
}

/** requireAuthentication + requireNotAnonymous, as GoTrue puts them on /passkeys/registration. */
async function requireRegisteredUser(ctx: AuthContext, request: AuthRequest): Promise<Caller> {
  const caller = await requireUser(ctx, request);
  if (caller.user.is_anonymous) throw errors.anonymousNotAllowed();
  return caller;
}

/** GoTrue's requirePasskeyManagementAAL: with a verified MFA factor, adding or removing a passkey needs aal2. */
async function requireManagementAal(ctx: AuthContext, caller: Caller): Promise<void> {
  if ((await hasVerifiedFactor(ctx.db, caller.user.id)) && caller.session?.aal !== 'aal2') throw errors.passkeyAal();
}

const listItem = (row: PasskeyRow) => ({
  id: row.id,
  friendly_name: row.friendly_name || undefined,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString(),
});

/** The body of both verify endpoints: GoTrue's checks, in its order. */
function verifyParams(body: unknown): PasskeyAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw errors.badJson();
  const { challenge_id: challengeId, credential } = body as Record<string, unknown>;
  if (challengeId === undefined || challengeId === null || challengeId === '') throw errors.validation('challenge_id is required');
  if (credential === undefined || credential === null) throw errors.validation('credential is required');
  if (typeof challengeId !== 'string' || !isUuid(challengeId)) throw errors.validation('challenge_id must be a valid UUID');
  return { challengeId, credential };
}

/** POST /passkeys/registration/options */
export async function registrationOptions(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const rp = requirePasskeys(ctx);
  const caller = await requireRegisteredUser(ctx, request);
  await requireManagementAal(ctx, caller);
  return { body: await passkeyRegistrationOptions(ctx, rp, caller.user) };
}

/** POST /passkeys/registration/verify */
export async function registrationVerify(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const rp = requirePasskeys(ctx);
  const caller = await requireRegisteredUser(ctx, request);
  await requireManagementAal(ctx, caller);
  return { body: await registerPasskey(ctx, rp, caller.user, request, verifyParams(request.body)) };
}

/** POST /passkeys/authentication/options: a discoverable-credential challenge bound to no user. */
export async function authenticationOptions(ctx: AuthContext): Promise<AuthReply> {
  return { body: await passkeyAuthenticationOptions(ctx, requirePasskeys(ctx)) };
}

/** POST /passkeys/authentication/verify: the user comes from the assertion's user handle; answers a new session. */
export async function authenticationVerify(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const rp = requirePasskeys(ctx);
  return { body: await signInWithPasskey(ctx, rp, request, verifyParams(request.body)) };
}

/** GET /passkeys */
export async function list(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  requirePasskeys(ctx);
  const caller = await requireUser(ctx, request);
  return { body: (await passkeysOf(ctx.db, caller.user.id)).map(listItem) };
}

/** PATCH /passkeys/{id}: renames a passkey of the caller. */
export async function update(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  requirePasskeys(ctx);
  const caller = await requireUser(ctx, request);
  const id = request.params.id ?? '';
  if (!isUuid(id)) throw errors.passkeyNotFound();
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw errors.badJson();
  const name = (body as { friendly_name?: unknown }).friendly_name;
  if (name !== undefined && name !== null && typeof name !== 'string') throw errors.badJson();
  if (!name) throw errors.validation('friendly_name is required');
  if (name.length > 120) throw errors.validation('friendly_name must be 120 characters or less');
  const row = await renamePasskey(ctx.db, id, caller.user.id, name);
  if (!row) throw errors.passkeyNotFound();
  return { body: listItem(row) };
}

/** DELETE /passkeys/{id}: 204; with a verified MFA factor only from an aal2 session. */
export async function remove(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  requirePasskeys(ctx);
  const caller = await requireUser(ctx, request);
  await requireManagementAal(ctx, caller);
  const id = request.params.id ?? '';
  if (!isUuid(id)) throw errors.passkeyNotFound();
  if (!(await deletePasskey(ctx.db, id, caller.user.id))) throw errors.passkeyNotFound();
  return { status: 204 };
}

/** GET /admin/users/{id}/passkeys (service role; not behind `[auth.passkey] enabled`, as in GoTrue). */
export async function adminList(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const user = await loadUser(ctx, request.params.id);
  return { body: (await passkeysOf(ctx.db, user.id)).map(listItem) };
}

/** DELETE /admin/users/{id}/passkeys/{passkeyId} */
export async function adminRemove(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const user = await loadUser(ctx, request.params.id);
  const id = request.params.passkeyId ?? '';
  if (!isUuid(id)) throw errors.passkeyNotFound();
  if (!(await deletePasskey(ctx.db, id, user.id))) throw errors.passkeyNotFound();
  return { status: 204 };
}
