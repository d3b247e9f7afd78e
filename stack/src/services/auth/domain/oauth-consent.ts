// OAuth 2.1 server, the user's decisions (GoTrue's oauthserver/authorize.go and handlers.go): claiming an
// authorization request (approved at once when an earlier consent covers it), approving or denying it, revoking a
// grant. Each in one transaction.
import type { AuthContext } from './context.ts';
import type { RequestOrigin } from './origin.ts';
import { transaction, type Queryable } from '../infra/db.ts';
import { AuthError, errors } from '../errors.ts';
import * as authorizations from './oauth-authorizations.ts';
import { audit } from './sessions.ts';

/** An error whose transaction still commits (GoTrue's NewCommitWithError): an expired authorization is marked so. */
class CommittedAuthError extends AuthError {}
const committed = (error: AuthError) => new CommittedAuthError(error.status, error.errorCode, error.message);

/**
 * The authorization request, locked for this transaction; an unknown one is not found, and an expired one is marked
 * so (that mark is kept: the transaction commits before the error is answered) and then not found either.
 */
async function lockLiveAuthorization(db: Queryable, authorizationId: string) {
  const authorization = await authorizations.lockAuthorization(db, authorizationId);
  if (!authorization) throw errors.oauthAuthorizationNotFound();
  if (authorization.expired) {
    await authorizations.markExpired(db, authorization.id);
    throw committed(errors.oauthAuthorizationNotFound());
  }
  return authorization;
}

/** The first signed-in user to open an authorization request claims it; a consent that covers it approves it at once. */
export async function claimAuthorization(ctx: AuthContext, authorizationId: string, userId: string) {
  return transaction(
    ctx.db,
    async (db) => {
      const authorization = await lockLiveAuthorization(db, authorizationId);
      if (authorization.status !== 'pending') throw errors.validation('authorization request cannot be processed');
      let autoApprove = false;
      if (authorization.user_id === null) {
        await authorizations.setUser(db, authorization.id, userId);
        const consent = await authorizations.activeConsent(db, userId, authorization.client_id);
        autoApprove = consent !== undefined && authorizations.consentCovers(consent, authorization.scope);
      } else if (authorization.user_id !== userId) {
        throw errors.oauthAuthorizationNotFound();
      }
      return { authorization: autoApprove ? await authorizations.approve(db, authorization.id) : authorization, autoApprove };
    },
    { commitOn: CommittedAuthError },
  );
}

/** The user's approve or deny of a pending request: where to send the browser, and the client (for the log). */
export async function decideConsent(ctx: AuthContext, authorizationId: string, userId: string, action: 'approve' | 'deny') {
  let clientId = '';
  const redirectUrl = await transaction(
    ctx.db,
    async (db) => {
      const authorization = await lockLiveAuthorization(db, authorizationId);
      if (authorization.status !== 'pending') throw errors.validation('authorization request is no longer pending');
      if (authorization.user_id !== userId) throw errors.oauthAuthorizationNotFound();
      clientId = authorization.client_id;
      if (action === 'approve') {
        const approved = await authorizations.approve(db, authorization.id);
        await authorizations.upsertConsent(db, userId, authorization.client_id, authorization.scope);
        return authorizations.successRedirect(approved);
      }
      await authorizations.deny(db, authorization.id);
      return authorizations.errorRedirect(
        authorization.redirect_uri,
        'access_denied',
        'User denied the request',
        authorization.state ?? '',
      );
    },
    { commitOn: CommittedAuthError },
  );
  return { redirectUrl, clientId };
}

/** Revokes the user's consent for a client (ending the sessions it holds) and records it. */
export async function revokeConsent(ctx: AuthContext, origin: RequestOrigin, userId: string, consentId: string, clientId: string) {
  await transaction(ctx.db, async (db) => {
    await authorizations.revokeConsent(db, consentId, userId, clientId);
    await audit(db, userId, 'token_revoked', origin.ip, { oauth_client_id: clientId, action: 'revoke_oauth_grant' });
  });
}
