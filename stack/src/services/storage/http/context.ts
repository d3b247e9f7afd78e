import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../infra/database.ts';
import { Buckets } from '../domain/buckets.ts';
import { Objects } from '../domain/objects.ts';
import type { StorageDeps } from '../domain/types.ts';

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
