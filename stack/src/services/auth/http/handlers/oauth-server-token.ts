/**
 * OAuth 2.1 server token endpoint and userinfo (GoTrue's oauthserver/handlers.go OAuthToken, OAuthUserInfo): a client
 * exchanges the code it got through consent (authorization_code with PKCE) or refreshes its session (refresh_token).
 * Errors of the grants are RFC 6749's `{error, error_description}` (400); client authentication errors are GoTrue's
 * usual 400 `invalid_credentials`.
 */
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { errors } from '../../errors.ts';
import { requireUser } from '../guards.ts';
import { clientCredentials, formValue } from '../oauth-form.ts';
import { parseScopes } from '../../domain/oauth-authorizations.ts';
import * as tokens from '../../domain/oauth-server-grants.ts';
import { refreshGrant } from '../../domain/sessions.ts';
import { OAuthProtocolError } from '../../errors.ts';
import { findUserById, isBanned } from '../../domain/users.ts';

const oauthError = (error: string, description: string) => new OAuthProtocolError(error, description);

/** POST /oauth/token */
export async function token(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  if (!ctx.config.oauth_server.enabled) throw errors.oauthServerDisabled();
  const client = await tokens.authenticateClient(ctx.db, clientCredentials(request));
  const json = (request.headers['content-type'] ?? '').includes('application/json');
  const body = request.body;
  if (json && (typeof body !== 'object' || Array.isArray(body))) throw oauthError('invalid_request', 'Invalid JSON body');
  const param = (name: string): string => {
    if (!json) return formValue(request, name);
    const value = ((body ?? {}) as Record<string, unknown>)[name];
    if (value != null && typeof value !== 'string') throw oauthError('invalid_request', 'Invalid JSON body');
    return (value as string | undefined) ?? '';
  };
  const grantType = param('grant_type');
  const params = {
    code: param('code'),
    refreshToken: param('refresh_token'),
    redirectUri: param('redirect_uri'),
    codeVerifier: param('code_verifier'),
    // GoTrue reads `resource` from JSON bodies only.
    resource: json ? param('resource') : '',
  };
  if (grantType === '') throw oauthError('invalid_request', 'grant_type is required');
  if (!client.grant_types.split(',').some((allowed) => allowed.trim() === grantType))
    throw oauthError('unsupported_grant_type', `Client is not allowed to use grant type: ${grantType}`);

  if (grantType === 'refresh_token') {
    if (params.refreshToken === '') throw oauthError('invalid_request', 'refresh_token is required for refresh_token grant');
    const session = await refreshGrant(ctx, params.refreshToken, request, client.id);
    return {
      body: {
        access_token: session.access_token,
        token_type: session.token_type,
        expires_in: session.expires_in,
        refresh_token: session.refresh_token,
      },
    };
  }
  if (grantType !== 'authorization_code') throw oauthError('unsupported_grant_type', `Unsupported grant type: ${grantType}`);

  if (params.code === '') throw oauthError('invalid_request', 'code is required for authorization_code grant');
  const authorization = await tokens.approvedByCode(ctx.db, params.code);
  if (!authorization) throw oauthError('invalid_grant', 'Invalid authorization code');
  if (authorization.expired) throw oauthError('invalid_grant', 'Authorization code has expired');
  if (authorization.client_id !== client.id) throw oauthError('invalid_grant', 'Authorization code was not issued for this client');
  if (params.resource !== '' && params.resource !== (authorization.resource ?? ''))
    throw oauthError('invalid_grant', 'Authorization code resource does not match the resource parameter');
  if (params.redirectUri !== '' && params.redirectUri !== authorization.redirect_uri)
    throw oauthError('invalid_grant', 'Invalid redirect_uri');
  const pkce = tokens.pkceProblem(authorization, params.codeVerifier);
  if (pkce) throw oauthError('invalid_grant', `PKCE verification failed: ${pkce}`);
  if (!authorization.user_id) throw oauthError('invalid_grant', 'Authorization code has no associated user');
  const user = await findUserById(ctx.db, authorization.user_id);
  if (!user) throw oauthError('invalid_grant', 'User not found for authorization code');
  if (isBanned(user)) throw oauthError('access_denied', 'User is banned');

  const issued = await tokens.issueForCode(ctx, authorization, user, request);
  ctx.log.info('oauth code exchanged', { client_id: client.id });
  const response: Record<string, unknown> = {
    access_token: issued.access,
    token_type: 'bearer',
    expires_in: ctx.config.jwt_expiry,
    refresh_token: issued.refreshToken,
  };
  if (parseScopes(authorization.scope).includes('openid'))
    response.id_token = await tokens.idToken(ctx, issued.user, client.id, authorization.scope, authorization.nonce);
  return { body: response };
}

/** GET /oauth/userinfo (OIDC): `sub`, and what the session's granted scopes allow. */
export async function userinfo(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  if (!ctx.config.oauth_server.enabled) throw errors.oauthServerDisabled();
  const { user, session } = await requireUser(ctx, request);
  if (!session) return { body: { sub: user.id } };
  return { body: tokens.userInfo(user, parseScopes(session.scopes ?? '')) };
}

/**
 * GET /.well-known/openid-configuration (always, as GoTrue) and /.well-known/oauth-authorization-server (OAuth server
 * enabled): one document for OIDC Discovery and RFC 8414, GoTrue's WellKnownOpenID.
 */
export async function discovery(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  if (request.path.endsWith('/oauth-authorization-server') && !ctx.config.oauth_server.enabled) throw errors.oauthServerDisabled();
  const issuer = ctx.config.jwt_issuer ?? '';
  const base = issuer.replace(/\/+$/, '');
  const registration = ctx.config.oauth_server.enabled && ctx.config.oauth_server.allow_dynamic_registration;
  return {
    headers: { 'cache-control': 'public, max-age=600' },
    body: {
      issuer,
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      jwks_uri: `${base}/.well-known/jwks.json`,
      userinfo_endpoint: `${base}/oauth/userinfo`,
      ...(registration ? { registration_endpoint: `${base}/oauth/clients/register` } : {}),
      scopes_supported: ['openid', 'profile', 'email', 'phone', 'offline_access'],
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256', 'HS256', 'ES256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      claims_supported: [
        'sub',
        'aud',
        'iss',
        'exp',
        'iat',
        'auth_time',
        'nonce',
        'email',
        'email_verified',
        'phone_number',
        'phone_number_verified',
        'name',
        'picture',
        'preferred_username',
        'updated_at',
      ],
      code_challenge_methods_supported: ['S256', 'plain'],
    },
  };
}
