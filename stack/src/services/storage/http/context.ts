import type { FastifyReply, FastifyRequest, FastifySchema, RouteGenericInterface, RouteHandlerMethod } from 'fastify';
import path from 'node:path';
import { S3_PROTOCOL_ACCESS_KEY_ID, S3_PROTOCOL_ACCESS_KEY_SECRET, type JwtVerifier } from '../../../shared/keys.ts';
import { SUPERUSER, type Caller } from '../infra/database.ts';
import { Buckets } from '../domain/buckets.ts';
import { Objects } from '../domain/objects.ts';
import type { StorageDeps } from '../domain/types.ts';
import type { S3Secrets } from './s3-signature.ts';

/** How a route treats the Authorization header: required, optional (no or bad token = anon) or ignored. */
export type AuthMode = 'required' | 'optional' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyInstance {
    storage: StorageApp;
  }
}

export interface StorageApp {
  deps: StorageDeps;
  imageTransformation: boolean;
  /** Where resumable (TUS) uploads keep their bytes until they finish. */
  resumableDir: string;
  /** The S3 protocol on /s3 ([storage.s3_protocol] enabled): its keys and where multipart parts wait. */
  s3?: { secrets: S3Secrets; multipartDir: string };
}

/** The S3 protocol's settings: the CLI's fixed keys, the anon key for session tokens, where parts wait. */
export function s3Settings(anonKey: string, stackRoot: string): NonNullable<StorageApp['s3']> {
  return {
    secrets: { accessKeyId: S3_PROTOCOL_ACCESS_KEY_ID, secretAccessKey: S3_PROTOCOL_ACCESS_KEY_SECRET, anonKey },
    multipartDir: path.join(stackRoot, 'storage-s3-multipart'),
  };
}

export function bucketsOf(request: FastifyRequest): Buckets {
  return new Buckets(request.server.storage.deps, request.caller);
}

export function objectsOf(request: FastifyRequest, bucket: string): Objects {
  return new Objects(request.server.storage.deps, request.caller, bucket);
}

/** Route params of `/:bucketName/*`. */
export interface ObjectParams {
  bucketName: string;
  '*': string;
}

export const objectParamsSchema = {
  type: 'object',
  properties: { bucketName: { type: 'string' }, '*': { type: 'string' } },
  required: ['bucketName', '*'],
} as const;

export const bucketParamsSchema = {
  type: 'object',
  properties: { bucketName: { type: 'string' } },
  required: ['bucketName'],
} as const;

export type Reply = FastifyReply;

/** What a row of the route table points at: the request's JSON schema and the handler (Fastify's). */
export interface Endpoint {
  schema?: FastifySchema;
  handler: RouteHandlerMethod;
}

export function endpoint<Generic extends RouteGenericInterface>(
  schema: FastifySchema | undefined,
  handler: (request: FastifyRequest<Generic>, reply: FastifyReply) => unknown,
): Endpoint {
  return { schema, handler: handler as RouteHandlerMethod };
}

/**
 * The object a signed download URL names, and the token's claims. The token is the authorization (whoever signed it
 * could read the object), so the object is read as the superuser.
 */
export async function signedObject(request: FastifyRequest<{ Params: ObjectParams; Querystring: { token: string } }>) {
  const { bucketName, '*': key } = request.params;
  const { deps } = request.server.storage;
  const claims = await deps.signer.verify(request.query.token, bucketName, key, 'download');
  return { claims, object: await new Objects(deps, SUPERUSER, bucketName).find(key) };
}

export const signedQuerySchema = {
  type: 'object',
  properties: { token: { type: 'string' }, download: { type: 'string' } },
  required: ['token'],
} as const;

/** The caller a bearer token names (its role, claims and subject); rejects when the token does not verify. */
export async function callerFrom(authorization: string | null | undefined, verify: JwtVerifier): Promise<Caller> {
  const claims = await verify((authorization ?? '').replace(/^Bearer\s+/i, ''));
  const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
  return {
    role,
    claims: claims as Record<string, unknown>,
    sub: typeof claims.sub === 'string' ? claims.sub : undefined,
    authenticated: true,
  };
}
