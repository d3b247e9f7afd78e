import type { RequestOrigin } from '../domain/origin.ts';

/** A request as handlers see it: already parsed, free of Fastify. */
export interface AuthRequest extends RequestOrigin {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  headers: Record<string, string | undefined>;
  ip: string;
}

export interface AuthReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A 303 redirect (GET /verify). */
  redirect?: string;
}
