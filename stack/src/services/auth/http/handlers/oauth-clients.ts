/**
 * OAuth 2.1 server: the admin clients API (`/admin/oauth/clients`, service role only) and dynamic client
 * registration (`POST /oauth/clients/register`, open, rate limited), behind `[auth.oauth_server]`. Routes and checks in
 * GoTrue's order (internal/api/api.go): admin credentials, then "server enabled", then the client in the path.
 */
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { errors } from '../../errors.ts';
import { requireAdmin } from '../guards.ts';
import * as clients from '../../domain/oauth-clients.ts';

async function adminOnEnabledServer(ctx: AuthContext, request: AuthRequest): Promise<void> {
  await requireAdmin(ctx, request);
  if (!ctx.config.oauth_server.enabled) throw errors.oauthServerDisabled();
}

/** The client named in the path (GoTrue's LoadOAuthServerClient). */
async function pathClient(ctx: AuthContext, request: AuthRequest): Promise<clients.OAuthClientRow> {
  const id = clients.goUuid(request.params.client_id ?? '');
  if (!id) throw errors.validation('invalid client_id format');
  const client = await clients.findClient(ctx.db, id);
  if (!client) throw errors.oauthClientNotFound();
  return client;
}

/** GET /admin/oauth/clients: every live client, newest first. GoTrue does not paginate and omits an empty list. */
export async function listClients(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await adminOnEnabledServer(ctx, request);
  const rows = await clients.listClients(ctx.db);
  return { body: rows.length ? { clients: rows.map((row) => clients.clientJson(row)) } : {} };
}

/** POST /admin/oauth/clients: a manually registered client; a confidential one's secret is shown this once. */
export async function createClient(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await adminOnEnabledServer(ctx, request);
  const { client, secret } = await clients.registerClient(ctx.db, clients.decodeRegister(request.body), 'manual');
  ctx.log.info('oauth client registered', { client_id: client.id, registration_type: 'manual' });
  return { status: 201, body: clients.clientJson(client, secret) };
}

/** GET /admin/oauth/clients/{client_id} */
export async function getClient(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await adminOnEnabledServer(ctx, request);
  return { body: clients.clientJson(await pathClient(ctx, request)) };
}

/** PUT /admin/oauth/clients/{client_id}: only the fields sent change. */
export async function updateClient(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await adminOnEnabledServer(ctx, request);
  const client = await pathClient(ctx, request);
  const updated = await clients.updateClient(ctx.db, client, clients.decodeUpdate(request.body));
  if (!updated) throw errors.oauthClientNotFound();
  return { body: clients.clientJson(updated) };
}

/** DELETE /admin/oauth/clients/{client_id}: 204. */
export async function deleteClient(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await adminOnEnabledServer(ctx, request);
  const client = await pathClient(ctx, request);
  await clients.deleteClient(ctx.db, client.id);
  ctx.log.info('oauth client deleted', { client_id: client.id });
  return { status: 204 };
}

/** POST /admin/oauth/clients/{client_id}/regenerate_secret: confidential clients only. */
export async function regenerateSecret(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await adminOnEnabledServer(ctx, request);
  const client = await pathClient(ctx, request);
  if (client.client_type !== 'confidential') throw errors.validation('Cannot regenerate secret for public client');
  const regenerated = await clients.regenerateSecret(ctx.db, client.id);
  if (!regenerated) throw errors.oauthClientNotFound();
  ctx.log.info('oauth client secret regenerated', { client_id: client.id });
  return { body: clients.clientJson(regenerated.client, regenerated.secret) };
}

/**
 * POST /oauth/clients/register (RFC 7591 dynamic registration), open to anyone when `allow_dynamic_registration`
 * is on. As in GoTrue the request counts against the limit before the setting is checked.
 */
export async function registerClient(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  if (!ctx.config.oauth_server.enabled) throw errors.oauthServerDisabled();
  ctx.limit('oauth_register', request);
  if (!ctx.config.oauth_server.allow_dynamic_registration) throw errors.oauthDynamicRegistrationDisabled();
  const { client, secret } = await clients.registerClient(ctx.db, clients.decodeRegister(request.body), 'dynamic');
  ctx.log.info('oauth client registered', { client_id: client.id, registration_type: 'dynamic' });
  return { status: 201, body: clients.clientJson(client, secret) };
}
