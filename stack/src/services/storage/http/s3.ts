// The S3 protocol on /s3 (the gateway serves it at /storage/v1/s3 and passes its headers untouched), as Supabase
// Storage serves it (src/http/routes/s3): SigV4 with the project's S3 keys (service role) or a user's JWT as session
// token (that user, under RLS); S3's operations picked by method, path and query; errors as S3's XML. Every
// operation calls the same domain as the REST routes, so rows, limits and RLS are a plain upload's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { drainRequest } from '../../../shared/drain.ts';
import type { JwtVerifier } from '../../../shared/keys.ts';
import type { Logger } from '../../../shared/log.ts';
import { MultipartUploads } from '../domain/multipart.ts';
import type { StorageDeps } from '../domain/types.ts';
import { ERRORS, StorageError, fromDatabaseError } from '../errors.ts';
import { SUPERUSER, type Caller } from '../infra/database.ts';
import type { MultipartStore } from '../infra/multipart-store.ts';
import { callerFrom } from './context.ts';
import { S3_OPERATIONS, type S3Operation } from './s3-operations.ts';
import { verifySignature, type S3Secrets, type VerifiedRequest } from './s3-signature.ts';
import { s3ErrorDocument } from './s3-xml.ts';

export const S3_PATH = '/s3';

/** The operation a request names (S3's routing by method, path depth, query and headers), if any. */
export function pickOperation(
  method: string,
  bucket: string,
  key: string,
  query: URLSearchParams,
  copySource: boolean,
): S3Operation | undefined {
  const scope = !bucket ? 'service' : !key ? 'bucket' : 'object';
  return S3_OPERATIONS.find(
    (operation) =>
      operation.method === method &&
      operation.scope === scope &&
      (operation.query ?? []).every((name) => query.has(name)) &&
      (operation.copySource === undefined || operation.copySource === copySource),
  );
}

/** `bucket/key` of the request, as Supabase's S3 errors name the resource. */
function resourceOf(url: string): string {
  return url.split('?')[0]!.replace(/^\/s3/, '').split('/').filter(Boolean).join('/');
}

async function callerOf(verified: VerifiedRequest, verify: JwtVerifier): Promise<Caller> {
  if (verified.identity.kind === 'service') return SUPERUSER;
  try {
    return await callerFrom(`Bearer ${verified.identity.token}`, verify);
  } catch (error) {
    throw ERRORS.accessDenied((error as Error).message);
  }
}

/** Registers /s3 on the storage server ([storage.s3_protocol] enabled). */
export function registerS3Protocol(
  server: FastifyInstance,
  deps: StorageDeps,
  store: MultipartStore,
  secrets: S3Secrets,
  verify: JwtVerifier,
  log: Logger,
): void {
  server.register(
    async (scope) => {
      // Bodies are object bytes (possibly aws-chunked) or small XML documents: read by the operations themselves.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

      scope.setErrorHandler(async (error: Error, request, reply) => {
        if (!(await drainRequest(request.raw))) reply.header('Connection', 'close');
        let known = error instanceof StorageError ? error : fromDatabaseError(error);
        if (!known) {
          const status = (error as { statusCode?: number }).statusCode;
          if (typeof status === 'number' && status >= 400 && status < 500) known = ERRORS.invalidRequest(error.message);
          else {
            log.error('s3 request failed', { method: request.method, error: error.message });
            known = ERRORS.internal('Internal Server Error');
          }
        }
        reply.status(known.status === 503 ? 503 : known.status >= 500 && known.status !== 501 ? 500 : known.status);
        if (request.method === 'HEAD') return reply.send();
        return reply.type('application/xml').send(s3ErrorDocument(known.code, known.message, resourceOf(request.url)));
      });

      const handle = async (request: FastifyRequest, reply: FastifyReply) => {
        const params = request.params as { Bucket?: string; '*'?: string };
        const prefix = request.headers['x-forwarded-prefix'];
        const verified = await verifySignature(
          {
            method: request.method,
            url: request.url,
            prefix: typeof prefix === 'string' ? prefix : '',
            headers: request.headers,
          },
          secrets,
        );
        const caller = await callerOf(verified, verify);
        const queryStart = request.url.indexOf('?');
        const query = new URLSearchParams(queryStart < 0 ? '' : request.url.slice(queryStart + 1));
        const bucket = params.Bucket ?? '';
        const key = params['*'] ?? '';
        const operation = pickOperation(request.method, bucket, key, query, request.headers['x-amz-copy-source'] !== undefined);
        // As Supabase: a request no operation matches is a bare 404.
        if (!operation) return reply.status(404).send();
        const multipart = new MultipartUploads(deps, store, caller);
        return operation.run({ request, reply, deps, caller, verified, multipart, bucket, key, query });
      };
      const config = { config: { auth: 'none' as const } };
      scope.all('/', config, handle);
      scope.all('/:Bucket', config, handle);
      scope.all('/:Bucket/*', config, handle);
    },
    { prefix: S3_PATH },
  );
}
