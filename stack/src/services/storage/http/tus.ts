// Resumable uploads (TUS 1.0) on /upload/resumable, as Supabase Storage serves them to storage-js, Uppy and
// tus-js-client: the protocol is @tus/server's; the metadata (bucketName, objectName, contentType, cacheControl,
// metadata), `x-upsert` and the rules are Supabase's. Creation is checked like a plain upload before any byte comes
// (key, bucket types and size limit, RLS); the finished file becomes the object through the same domain upload, as
// the caller of the last PATCH, so the row is what a plain upload writes.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Server as TusServer, Upload } from '@tus/server';
import type { JwtVerifier } from '../../../shared/keys.ts';
import type { Logger } from '../../../shared/log.ts';
import { Objects } from '../domain/objects.ts';
import type { StorageDeps } from '../domain/types.ts';
import { ERRORS, StorageError, fromDatabaseError } from '../errors.ts';
import type { Caller } from '../infra/database.ts';
import { callerFrom } from './context.ts';

export const RESUMABLE_PATH = '/upload/resumable';

/**
 * A refusal as Supabase's TUS route answers it (src/http/routes/tus/lifecycle.ts): the error's own status (403 for
 * RLS, 409, 413, 415 — not the 400 of the REST routes) and its message as a plain-text body.
 */
function tusError(error: unknown): { status_code: number; body: string } {
  const known = error instanceof StorageError ? error : fromDatabaseError(error);
  if (!known) throw error;
  return { status_code: known.status, body: known.message };
}

interface Target {
  bucket: string;
  key: string;
  mimeType: string;
  cacheControl: string;
  userMetadata?: Record<string, unknown>;
  upsert: boolean;
}

function targetOf(metadata: Upload['metadata'] = {}): Target {
  const bucket = metadata.bucketName ?? '';
  const key = metadata.objectName ?? '';
  if (!bucket) throw ERRORS.invalidRequest('metadata bucketName is required');
  if (!key) throw ERRORS.invalidRequest('metadata objectName is required');
  let userMetadata: Record<string, unknown> | undefined;
  if (metadata.metadata) {
    try {
      const parsed: unknown = JSON.parse(metadata.metadata);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) userMetadata = parsed as Record<string, unknown>;
    } catch {
      throw ERRORS.invalidRequest('metadata is not valid JSON');
    }
  }
  const cacheTime = metadata.cacheControl;
  return {
    bucket,
    key,
    mimeType: metadata.contentType || 'application/octet-stream',
    cacheControl: cacheTime && /^-?\d+$/.test(cacheTime) ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata,
    upsert: metadata.upsert === 'true',
  };
}

/** Registers /upload/resumable (creation, HEAD, PATCH, DELETE, OPTIONS) on the storage server. */
export function registerResumableUploads(
  server: FastifyInstance,
  deps: StorageDeps,
  directory: string,
  verify: JwtVerifier,
  log: Logger,
): void {
  fs.mkdirSync(directory, { recursive: true });
  const callerOf = async (authorization: string | null): Promise<Caller> => {
    try {
      return await callerFrom(authorization, verify);
    } catch (error) {
      throw ERRORS.accessDenied((error as Error).message);
    }
  };
  // @tus/server and its file store load on the first resumable request, not while the stack starts (a tenth of a
  // second of its start, for a feature most projects seldom use).
  let tus: Promise<TusServer> | undefined;
  const tusServer = () =>
    (tus ??= Promise.all([import('@tus/server'), import('@tus/file-store')]).then(([{ Server }, { FileStore }]) =>
      newTusServer(Server, new FileStore({ directory })),
    ));
  const newTusServer = (Server: typeof TusServer, datastore: InstanceType<typeof TusServer>['datastore']) =>
    new Server({
      path: RESUMABLE_PATH,
      datastore,
      maxSize: deps.globalFileSizeLimit,
      // The client reaches us through the gateway at <API URL>/storage/v1: the upload's URL must say so.
      generateUrl: (req, { id }) => {
        const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? '127.0.0.1';
        const proto = req.headers.get('x-forwarded-proto') ?? 'http';
        const prefix = req.headers.get('x-forwarded-prefix') ?? '';
        return `${proto}://${host}${prefix}${RESUMABLE_PATH}/${id}`;
      },
      // Every request but OPTIONS and HEAD (which Supabase answers without one) carries a valid JWT.
      onIncomingRequest: async (req) => {
        if (req.method === 'OPTIONS' || req.method === 'HEAD') return;
        try {
          await callerOf(req.headers.get('authorization'));
        } catch (error) {
          throw tusError(error);
        }
      },
      onUploadCreate: async (req, upload) => {
        try {
          const caller = await callerOf(req.headers.get('authorization'));
          const upsert = req.headers.get('x-upsert') === 'true';
          const target = targetOf(upload.metadata);
          await new Objects(deps, caller, target.bucket).mustAcceptUpload({
            key: target.key,
            mimeType: target.mimeType,
            upsert,
            size: upload.size,
          });
          return { metadata: { ...upload.metadata, upsert: String(upsert) } };
        } catch (error) {
          throw tusError(error);
        }
      },
      onUploadFinish: async (req, upload) => {
        const file = path.join(directory, upload.id);
        try {
          const caller = await callerOf(req.headers.get('authorization'));
          const target = targetOf(upload.metadata);
          await new Objects(deps, caller, target.bucket).upload({
            key: target.key,
            body: fs.createReadStream(file),
            mimeType: target.mimeType,
            cacheControl: target.cacheControl,
            userMetadata: target.userMetadata,
            contentLength: upload.size,
            upsert: target.upsert,
          });
          return { headers: { 'Tus-Complete': '1' } };
        } catch (error) {
          throw tusError(error);
        } finally {
          // Finished or refused, the upload's bytes are gone from the resumable store (the object holds its own copy).
          await fs.promises.rm(file, { force: true });
          await fs.promises.rm(`${file}.json`, { force: true });
        }
      },
      onResponseError: (_req, error) => {
        if (error instanceof Error) log.error('resumable upload failed', { error: error.message });
        return undefined;
      },
    });

  server.register(
    async (scope) => {
      // The bodies are TUS chunks: @tus/server reads them from the raw request.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const handle = async (
        request: { raw: import('node:http').IncomingMessage },
        reply: { hijack(): void; raw: import('node:http').ServerResponse },
      ) => {
        const tus = await tusServer();
        reply.hijack();
        await tus.handle(request.raw, reply.raw);
      };
      scope.all('/', { config: { auth: 'none' } }, handle);
      scope.all('/*', { config: { auth: 'none' } }, handle);
    },
    { prefix: RESUMABLE_PATH },
  );
}
