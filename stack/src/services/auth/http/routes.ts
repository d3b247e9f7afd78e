/**
 * The auth service's route table (the stack's one idiom, shared/routes.ts): its whole surface at a glance: every GoTrue endpoint we answer, mapped to its handler by family.
 * Paths are relative to /auth/v1 (the gateway strips the prefix). Handlers are plain functions (ctx, request) → reply.
 */
import type { AuthContext } from '../domain/context.ts';
import type { AuthReply, AuthRequest } from './request.ts';
import type { LimitedFamily } from '../domain/limits.ts';
import { route, type HttpMethod, type Route } from '../../../shared/routes.ts';
import * as admin from './handlers/admin.ts';
import * as mail from './handlers/mail.ts';
import * as mfa from './handlers/mfa.ts';
import * as oauthAuthorize from './handlers/oauth-authorize.ts';
import * as oauthClients from './handlers/oauth-clients.ts';
import * as oauthToken from './handlers/oauth-server-token.ts';
import * as passkeys from './handlers/passkeys.ts';
import * as settings from './handlers/settings.ts';
import { signup } from './handlers/signup.ts';
import { token } from './handlers/token-grants.ts';
import * as user from './handlers/user.ts';
import { verifyGet, verifyPost } from './handlers/verify.ts';

export type AuthHandler = (ctx: AuthContext, request: AuthRequest) => Promise<AuthReply>;

/** A route of auth: its handler and the per-client request limit it counts against (GoTrue's limiter for that route). */
export type AuthRoute = Route<AuthHandler, { limit?: LimitedFamily }>;

const op = (method: HttpMethod, path: string, handler: AuthHandler, limit?: LimitedFamily): AuthRoute =>
  route(method, path, handler, { limit });

export const ROUTES: readonly AuthRoute[] = [
  // service
  op('GET', '/health', settings.health),
  op('GET', '/settings', settings.settings),
  op('GET', '/.well-known/jwks.json', settings.jwks),
  // sign-up and sign-in
  op('POST', '/signup', signup, 'signup'),
  // Limited in the handler, per grant type, as GoTrue's Token handler does.
  op('POST', '/token', token),
  op('GET', '/authorize', settings.authorize),
  op('POST', '/sso', settings.sso),
  // mail flows
  op('POST', '/otp', mail.otp, 'mail'),
  op('POST', '/magiclink', mail.otp, 'mail'),
  op('POST', '/recover', mail.recover, 'mail'),
  op('POST', '/resend', mail.resend, 'mail'),
  op('GET', '/verify', verifyGet, 'verify'),
  op('POST', '/verify', verifyPost, 'verify'),
  // the signed-in user
  op('GET', '/user', user.getUser),
  op('PUT', '/user', user.updateUser, 'mail'),
  op('POST', '/logout', user.logout),
  op('GET', '/reauthenticate', user.reauthenticate),
  op('GET', '/user/identities/authorize', user.linkIdentity),
  op('DELETE', '/user/identities/:id', user.unlinkIdentity),
  // multi-factor authentication
  op('POST', '/factors', mfa.enroll),
  op('POST', '/factors/:id/challenge', mfa.challenge, 'mfa'),
  op('POST', '/factors/:id/verify', mfa.verify, 'mfa'),
  op('DELETE', '/factors/:id', mfa.unenroll),
  // passkeys ([auth.passkey] enabled)
  op('POST', '/passkeys/authentication/options', passkeys.authenticationOptions, 'passkey'),
  op('POST', '/passkeys/authentication/verify', passkeys.authenticationVerify),
  op('POST', '/passkeys/registration/options', passkeys.registrationOptions),
  op('POST', '/passkeys/registration/verify', passkeys.registrationVerify),
  op('GET', '/passkeys', passkeys.list),
  op('PATCH', '/passkeys/:id', passkeys.update),
  op('DELETE', '/passkeys/:id', passkeys.remove),
  // admin (service_role)
  op('POST', '/invite', admin.invite),
  op('POST', '/admin/generate_link', admin.generateLink),
  op('GET', '/admin/users', admin.listUsers),
  op('POST', '/admin/users', admin.createUser),
  op('GET', '/admin/users/:id', admin.getUser),
  op('PUT', '/admin/users/:id', admin.updateUser),
  op('DELETE', '/admin/users/:id', admin.deleteUser),
  op('GET', '/admin/users/:id/factors', admin.listFactors),
  op('PUT', '/admin/users/:id/factors/:factorId', admin.updateFactor),
  op('DELETE', '/admin/users/:id/factors/:factorId', admin.deleteFactor),
  op('GET', '/admin/users/:id/passkeys', passkeys.adminList),
  op('DELETE', '/admin/users/:id/passkeys/:passkeyId', passkeys.adminRemove),
  // OAuth 2.1 server ([auth.oauth_server]): admin clients API (service_role) and dynamic registration, which
  // applies its own limit (oauth_register) after the "server enabled" check, as GoTrue does
  op('GET', '/admin/oauth/clients', oauthClients.listClients),
  op('POST', '/admin/oauth/clients', oauthClients.createClient),
  op('GET', '/admin/oauth/clients/:client_id', oauthClients.getClient),
  op('PUT', '/admin/oauth/clients/:client_id', oauthClients.updateClient),
  op('DELETE', '/admin/oauth/clients/:client_id', oauthClients.deleteClient),
  op('POST', '/admin/oauth/clients/:client_id/regenerate_secret', oauthClients.regenerateSecret),
  op('POST', '/oauth/clients/register', oauthClients.registerClient),
  op('GET', '/oauth/authorize', oauthAuthorize.authorize),
  op('GET', '/oauth/authorizations/:authorization_id', oauthAuthorize.getAuthorization),
  op('POST', '/oauth/authorizations/:authorization_id/consent', oauthAuthorize.consent),
  op('GET', '/user/oauth/grants', oauthAuthorize.listGrants),
  op('DELETE', '/user/oauth/grants', oauthAuthorize.revokeGrant),
  op('POST', '/oauth/token', oauthToken.token),
  op('GET', '/oauth/userinfo', oauthToken.userinfo),
  op('GET', '/.well-known/openid-configuration', oauthToken.discovery),
  op('GET', '/.well-known/oauth-authorization-server', oauthToken.discovery),
  // end OAuth 2.1 server
];
