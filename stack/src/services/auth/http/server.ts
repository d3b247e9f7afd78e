import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../../shared/db-errors.ts';
import { drainRequest } from '../../../shared/drain.ts';
import { guardInternalListener } from '../../../shared/host-guard.ts';
import type { AuthContext } from '../domain/context.ts';
import type { AuthReply, AuthRequest } from './request.ts';
import { clientKey, currentClient } from '../domain/limits.ts';
import { API_VERSION_HEADER, apiVersionOf, AuthError, errorBody, errors, OAuthProtocolError } from '../errors.ts';
import { ROUTES } from './routes.ts';

function send(reply: FastifyReply, request: FastifyRequest, result: AuthReply | AuthError): FastifyReply {
  const apiVersion = apiVersionOf(request.headers[API_VERSION_HEADER] as string | undefined);
  if (apiVersion) reply.header('X-Supabase-Api-Version', apiVersion);
  if (result instanceof AuthError) {
    reply.header('x-sb-error-code', result.errorCode);
    return reply.code(result.status).send(errorBody(result, apiVersion));
  }
  for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
  if (result.redirect) return reply.code(303).header('location', result.redirect).send();
  if (result.status === 204) return reply.code(204).send();
  return reply.code(result.status ?? 200).send(result.body ?? {});
}

/** A repeated query parameter counts with its first value, so handlers only ever see strings. */
function firstValues(query: unknown): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') values[name] = first;
  }
  return values;
}

const isOAuthServerPath = (url: string) => url.startsWith('/admin/oauth/') || url.startsWith('/oauth/');
/** JSON when it parses, else the text itself (which the OAuth handlers refuse as GoTrue's "Invalid JSON body"). */
function parseOrRaw(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function asAuthRequest(request: FastifyRequest): AuthRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value[0] : value;
  return {
    method: request.method,
    path: request.url.split('?')[0]!,
    params: (request.params ?? {}) as Record<string, string>,
    query: firstValues(request.query),
    body: request.body,
    headers,
    // The gateway appends the client to x-forwarded-for; the first entry is the original client.
    ip: headers['x-forwarded-for']?.split(',')[0]?.trim() || request.ip,
  };
}

export async function startAuth(ctx: AuthContext, port = 0, internalToken?: string): Promise<{ port: number; close(): Promise<void> }> {
  // Stopping ends every open connection at once, as closeNow does for the services on Node's own server.
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024, routerOptions: { ignoreTrailingSlash: true }, forceCloseConnections: true });
  // auth-js sends content-type JSON with an empty body on some calls (logout): treat that as {}.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    // The OAuth server's handlers decode their bodies themselves, after the admin and "enabled" checks (as GoTrue).
    if (isOAuthServerPath(request.url)) return done(null, parseOrRaw(String(text)));
    if (typeof text !== 'string' || text.trim() === '') return done(null, {});
    // Postgres text cannot hold NUL: a value with one would fail deep in a query (500). It is bad input (400).
    if (text.includes('\\u0000') || text.includes('\u0000'))
      return done(errors.validation('Strings must not contain the NUL character'), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(errors.badJson(), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(text))));
  });
  for (const row of ROUTES) {
    app.route({
      method: row.method,
      url: row.path,
      handler: async (request, reply) => {
        const authRequest = asAuthRequest(request);
        if (row.limit) ctx.limit(row.limit, authRequest);
        const answer = await currentClient.run(clientKey(authRequest), () => row.handler(ctx, authRequest));
        return send(reply, request, answer);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => send(reply, request, errors.notFound()));
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof AuthError) return send(reply, request, error);
    // OAuth 2.1 server: RFC 6749 errors, always 400, as GoTrue's handleResponseErrorOAuth sends them.
    if (error instanceof OAuthProtocolError) return reply.code(400).send({ error: error.error, error_description: error.description });
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      if (!(await drainRequest(request.raw))) reply.header('Connection', 'close');
      return send(reply, request, errors.requestTooLarge());
    }
    if ((error as { code?: string }).code?.startsWith('FST_ERR_CTP')) return send(reply, request, errors.badJson());
    if (isDatabaseUnavailable(error)) {
      ctx.log.error('database unavailable', { path: request.url.split('?')[0], error: (error as Error).message });
      return send(reply, request, errors.databaseUnavailable());
    }
    ctx.log.error('request failed', { path: request.url.split('?')[0], error: (error as Error).message });
    return send(reply, request, errors.unexpected());
  });
  // Behind the gateway: only requests it relays (this start's token, a loopback Host) reach the routes.
  if (internalToken !== undefined) guardInternalListener(app.server, internalToken);
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : port, close: () => app.close() };
}
