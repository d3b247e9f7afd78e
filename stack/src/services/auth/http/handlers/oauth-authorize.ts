/**
 * OAuth 2.1 server, the user's side: the authorization request a client sends the browser to (`GET /oauth/authorize`),
 * the consent screen's calls (auth-js `auth.oauth.getAuthorizationDetails/approveAuthorization/denyAuthorization`)
 * and the user's grants (`auth.oauth.listGrants/revokeGrant`). GoTrue: internal/api/oauthserver/authorize.go and
 * handlers.go (UserListOAuthGrants, UserRevokeOAuthGrant); routes and check order from internal/api/api.go.
 */
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { errors } from '../../errors.ts';
import { requireUser } from '../guards.ts';
import * as authorizations from '../../domain/oauth-authorizations.ts';
import { findClient, goUuid } from '../../domain/oauth-clients.ts';
import { claimAuthorization, decideConsent, revokeConsent } from '../../domain/oauth-consent.ts';
import { safeRedirect } from '../../domain/one-time-tokens.ts';

function requireEnabled(ctx: AuthContext): void {
  if (!ctx.config.oauth_server.enabled) throw errors.oauthServerDisabled();
}

/** validateRequestOrigin: a browser's Origin must be one the project redirects to; no Origin is fine. */
function checkOrigin(ctx: AuthContext, request: AuthRequest): void {
  const origin = request.headers.origin;
  if (origin && safeRedirect(ctx.config, origin) !== origin) throw errors.validation('unauthorized request origin');
}

const found = (location: string): AuthReply => ({ status: 302, headers: { location }, body: '' });

/** GET /oauth/authorize: checks the client and redirect URI, stores a pending request, sends the browser to consent. */
export async function authorize(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  requireEnabled(ctx);
  const q = (name: string) => request.query[name] ?? '';
  const params: authorizations.AuthorizeParams = {
    client_id: q('client_id'),
    redirect_uri: q('redirect_uri'),
    response_type: q('response_type'),
    scope: q('scope'),
    state: q('state'),
    resource: q('resource'),
    code_challenge: q('code_challenge'),
    code_challenge_method: q('code_challenge_method'),
    nonce: q('nonce'),
  };
  // Until client and redirect URI are known good, errors are answered here, never redirected.
  if (params.client_id === '') throw errors.validation('client_id is required');
  if (params.redirect_uri === '') throw errors.validation('redirect_uri is required');
  const clientId = goUuid(params.client_id);
  if (!clientId) throw errors.oauthClientInvalid('invalid client_id format');
  const client = await findClient(ctx.db, clientId);
  if (!client) throw errors.oauthClientInvalid('invalid client_id');
  if (!client.redirect_uris.split(',').includes(params.redirect_uri)) throw errors.validation('invalid redirect_uri');

  const problem = authorizations.authorizeProblem(params);
  if (problem) return found(authorizations.errorRedirect(params.redirect_uri, 'invalid_request', problem, params.state));
  const authorization = await authorizations.createAuthorization(ctx.db, client.id, params);
  const path = ctx.config.oauth_server.authorization_url_path;
  if (path === '')
    return found(
      authorizations.errorRedirect(params.redirect_uri, 'server_error', 'oauth authorization path not configured', params.state),
    );
  const consentPage = `${ctx.siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  return found(`${consentPage}?authorization_id=${authorization.authorization_id}`);
}

/**
 * GET /oauth/authorizations/{authorization_id}: the first signed-in user to open it claims it. If that user already
 * granted the client every requested scope, it is approved at once and the answer is the redirect URL.
 */
export async function getAuthorization(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  requireEnabled(ctx);
  const { user } = await requireUser(ctx, request);
  checkOrigin(ctx, request);
  const authorizationId = request.params.authorization_id ?? '';
  const outcome = await claimAuthorization(ctx, authorizationId, user.id);
  const { authorization, autoApprove } = outcome;
  if (autoApprove) return { body: { redirect_url: authorizations.successRedirect(authorization) } };
  const client = await findClient(ctx.db, authorization.client_id);
  if (!client) throw errors.oauthAuthorizationNotFound();
  const clientDetails: Record<string, string> = { id: client.id };
  if (client.client_name) clientDetails.name = client.client_name;
  if (client.client_uri) clientDetails.uri = client.client_uri;
  if (client.logo_uri) clientDetails.logo_uri = client.logo_uri;
  return {
    body: {
      authorization_id: authorization.authorization_id,
      redirect_uri: authorization.redirect_uri,
      client: clientDetails,
      user: { id: user.id, ...(user.email ? { email: user.email } : {}) },
      ...(authorization.scope ? { scope: authorization.scope } : {}),
    },
  };
}

/** POST /oauth/authorizations/{authorization_id}/consent with {action: approve|deny}: where to send the browser. */
export async function consent(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  requireEnabled(ctx);
  const { user } = await requireUser(ctx, request);
  checkOrigin(ctx, request);
  // Go's decoder: anything but an object (or null) is "invalid JSON body", and so is an action that is not a string.
  const body = request.body;
  if (body !== null && (typeof body !== 'object' || Array.isArray(body))) throw errors.oauthInvalidConsentJson();
  const action = (body as { action?: unknown } | null)?.action ?? '';
  if (typeof action !== 'string') throw errors.oauthInvalidConsentJson();
  if (action !== 'approve' && action !== 'deny') throw errors.validation("action must be 'approve' or 'deny'");
  const authorizationId = request.params.authorization_id ?? '';
  const { redirectUrl, clientId } = await decideConsent(ctx, authorizationId, user.id, action);
  ctx.log.info('oauth consent', { action, client_id: clientId });
  return { body: { redirect_url: redirectUrl } };
}

/** GET /user/oauth/grants: the clients the user has authorized (active consents), newest first. */
export async function listGrants(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const { user } = await requireUser(ctx, request);
  requireEnabled(ctx);
  const grants = await authorizations.userGrants(ctx.db, user.id);
  return {
    body: grants.map((grant) => ({
      client: {
        id: grant.client_id,
        ...(grant.client_name ? { name: grant.client_name } : {}),
        ...(grant.client_uri ? { uri: grant.client_uri } : {}),
        ...(grant.logo_uri ? { logo_uri: grant.logo_uri } : {}),
      },
      scopes: authorizations.parseScopes(grant.scopes),
      granted_at: grant.granted_at.toISOString(),
    })),
  };
}

/** DELETE /user/oauth/grants?client_id=…: revokes the consent and ends the sessions that client holds; 204. */
export async function revokeGrant(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const { user } = await requireUser(ctx, request);
  requireEnabled(ctx);
  const clientIdParam = request.query.client_id ?? '';
  if (clientIdParam === '') throw errors.validation('client_id query parameter is required');
  const clientId = goUuid(clientIdParam);
  if (!clientId) throw errors.validation('invalid client_id format');
  const active = await authorizations.activeConsent(ctx.db, user.id, clientId);
  if (!active) throw errors.oauthConsentNotFound();
  await revokeConsent(ctx, request, user.id, active.id, clientId);
  return { status: 204 };
}
