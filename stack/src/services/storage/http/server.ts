import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardInternalListener } from '../../../shared/host-guard.ts';
import { drainRequest } from '../../../shared/drain.ts';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import type { JwtVerifier } from '../../../shared/keys.ts';
import type { Logger } from '../../../shared/log.ts';
import type { Caller } from '../infra/database.ts';
import { ERRORS, StorageError, fromDatabaseError } from '../errors.ts';
import { callerFrom, type StorageApp } from './context.ts';
import { allowEmptyJson, registerRoutes } from './routes.ts';
import { registerResumableUploads } from './tus.ts';
import { MultipartStore } from '../infra/multipart-store.ts';

const ANONYMOUS: Caller = { role: 'anon', claims: { role: 'anon' }, authenticated: false };

/** Reads and discards the rest of a refused upload's body (else the connection is closed) before answering. */
async function drainBody(raw: IncomingMessage, reply: FastifyReply): Promise<void> {
  if (!(await drainRequest(raw))) reply.header('Connection', 'close');
}

/** The Storage API over HTTP: validates and translates; the domain decides. */
export function buildServer(app: StorageApp, verify: JwtVerifier, log: Logger): FastifyInstance {
  // Stopping ends every open connection at once, as closeNow does for the services on Node's own server.
  const server = Fastify({ logger: false, exposeHeadRoutes: false, routerOptions: { maxParamLength: 2048 }, forceCloseConnections: true });
  server.decorate('storage', app);
  server.decorateRequest('caller', null as unknown as Caller);

  server.addHook('preHandler', async (request) => {
    const mode = request.routeOptions.config.auth ?? 'required';
    request.caller = ANONYMOUS;
    // An unknown route is a 404 whoever asks (Supabase checks JWTs in its route scopes only), e.g. /s3 while off.
    if (mode === 'none' || request.is404) return;
    try {
      request.caller = await callerFrom(request.headers.authorization, verify);
    } catch (error) {
      request.caller = ANONYMOUS;
      if (mode === 'required') throw ERRORS.accessDenied((error as Error).message);
    }
  });

  server.setErrorHandler(async (error: FastifyError | StorageError, request, reply) => {
    await drainBody(request.raw, reply);
    if (error instanceof StorageError) return reply.status(error.httpStatus).send(error.render());
    const fromDb = fromDatabaseError(error);
    if (fromDb) return reply.status(fromDb.httpStatus).send(fromDb.render());
    if (error.validation || error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_VALIDATION') {
      const status = error.statusCode ?? 400;
      return reply
        .status(status)
        .send({ statusCode: String(status), code: 'InvalidRequest', error: error.name || 'Bad Request', message: error.message });
    }
    if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ statusCode: String(error.statusCode), code: 'InvalidRequest', error: error.name, message: error.message });
    }
    log.error('request failed', { method: request.method, route: request.routeOptions.url, error: error.message });
    return reply.status(500).send(ERRORS.internal().render());
  });

  server.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      statusCode: '404',
      code: 'NotFound',
      error: 'Not Found',
      message: `Route ${request.method}:${request.url.split('?')[0]} not found`,
    }),
  );

  server.get('/status', { config: { auth: 'none' } }, async () => ({ status: 'ok' }));
  // The route table (routes.ts), in the scopes its bodies need: JSON under /bucket and /object, uploads under /object,
  // images under /render/image when image transformation is on.
  server.register(
    async (scope) => {
      allowEmptyJson(scope);
      registerRoutes(scope, '/bucket', () => true);
    },
    { prefix: '/bucket' },
  );
  server.register(
    async (scope) => {
      allowEmptyJson(scope);
      registerRoutes(scope, '/object', (row) => !row.upload);
    },
    { prefix: '/object' },
  );
  server.register(
    async (scope) => {
      // Upload bodies stream to the backend untouched; multipart forms are read part by part.
      scope.removeAllContentTypeParsers();
      await scope.register(multipart, { limits: { fields: 10, files: 1 } });
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      registerRoutes(scope, '/object', (row) => row.upload === true);
    },
    { prefix: '/object' },
  );
  registerResumableUploads(server, app.deps, app.resumableDir, verify, log);
  // Not registered when [storage.s3_protocol] is off: /s3 is then an unknown route, as in Supabase Storage, and its
  // code (SigV4, XML) is not even loaded.
  const s3 = app.s3;
  if (s3)
    server.register(async (scope) => {
      const { registerS3Protocol } = await import('./s3.ts');
      registerS3Protocol(scope, app.deps, new MultipartStore(s3.multipartDir), s3.secrets, verify, log);
    });
  if (app.imageTransformation)
    server.register(async (scope) => registerRoutes(scope, '/render/image', () => true), { prefix: '/render/image' });
  return server;
}

/** Binds the built server to a free port of 127.0.0.1 and resolves with it. */
export async function listenOnLoopback(server: FastifyInstance, internalToken: string): Promise<number> {
  // Behind the gateway: only requests it relays (this start's token, a loopback Host) reach the routes.
  guardInternalListener(server.server, internalToken);
  await server.listen({ host: '127.0.0.1', port: 0 });
  return (server.server.address() as AddressInfo).port;
}
