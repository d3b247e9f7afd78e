import type http from 'node:http';
import type pg from 'pg';
import { matchRoute, route, type ErrorAnswer, type Route } from '../../../shared/routes.ts';
import type { JwtVerifier } from '../../../shared/keys.ts';
import type { Logger } from '../../../shared/log.ts';
import { MAX_DRAIN_BYTES } from '../../../shared/drain.ts';
import { storeBroadcast, writePolicy } from '../infra/database.ts';
import { hubKey, type BroadcastMessage, type Hub } from '../domain/hub.ts';
import { LIMITS } from './connection.ts';
import { checkToken } from '../domain/access-tokens.ts';
import { API_ERRORS } from '../errors.ts';

export interface BroadcastApiContext {
  hub: Hub;
  verify: JwtVerifier;
  pool: pg.Pool;
  log: Logger;
}

function json(res: http.ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status, { 'content-length': '0' });
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const refuse = (res: http.ServerResponse, error: ErrorAnswer): void => json(res, error.status, { message: error.message });

function readBody(req: http.IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped, so the 413 reaches the client (a closed socket is a 502 at the
      // gateway); past what is worth draining, the connection is closed.
      if (size > MAX_DRAIN_BYTES) {
        resolve(undefined);
        req.destroy();
      } else if (size <= LIMITS.maxPayloadBytes) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > LIMITS.maxPayloadBytes ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The request target as a URL on this server, or undefined when it is no origin-form path (`*`, an absolute URL) or
 * cannot be parsed. Never read as a protocol-relative URL: `//host/websocket` is a path here, not another host.
 */
export function requestUrl(target = '/'): URL | undefined {
  if (!target.startsWith('/')) return undefined;
  try {
    return new URL(`http://realtime${target}`);
  } catch {
    return undefined;
  }
}

/** A %-decoded path segment, or undefined for a broken escape. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A broadcast request as its handler gets it: checked token, body read, and the check of write access. */
interface BroadcastRequest {
  url: URL;
  params: Record<string, string>;
  body: Buffer;
  contentType: string;
  /** Whether the caller may write to the topic (always, for a public one; by RLS on realtime.messages, for a private one). */
  mayWrite(topic: string, isPrivate: boolean): Promise<boolean>;
}

type BroadcastHandler = (request: BroadcastRequest, res: http.ServerResponse, context: BroadcastApiContext) => Promise<void>;

/** `POST /api/broadcast/<topic>/events/<event>`: one message, JSON or bytes (`httpSend()`). */
const broadcastOne: BroadcastHandler = async ({ url, params, body, contentType, mayWrite }, res, context) => {
  const [topic, event] = [decodeSegment(params.topic!), decodeSegment(params.event!)];
  if (topic === undefined || event === undefined) return refuse(res, API_ERRORS.badRequest);
  const isPrivate = url.searchParams.get('private') === 'true';
  let message: BroadcastMessage;
  if (contentType === 'application/octet-stream') message = { event, binary: body };
  else if (contentType === 'application/json') {
    try {
      message = { event, payload: JSON.parse(body.toString('utf8')) as unknown };
    } catch {
      return refuse(res, API_ERRORS.invalidJson);
    }
  } else return refuse(res, API_ERRORS.unsupportedContentType);
  if (!(await mayWrite(topic, isPrivate))) return refuse(res, API_ERRORS.cannotWrite(topic));
  const persist = url.searchParams.get('persist') === 'true' || url.searchParams.has('persist[ttl]');
  if (persist && !isPrivate) return refuse(res, API_ERRORS.persistOnPublicChannel);
  // A stored message is broadcast from the WAL with its id, like one from realtime.send().
  if (persist) await storeBroadcast(context.pool, topic, event, message);
  else context.hub.broadcast(hubKey({ isPrivate, subTopic: topic }), message);
  return json(res, 202);
};

/** `POST /api/broadcast`: a batch (send() before a join, and servers). */
const broadcastBatch: BroadcastHandler = async ({ body, mayWrite }, res, context) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return refuse(res, API_ERRORS.invalidJson);
  }
  const messages = isObject(parsed) ? parsed.messages : undefined;
  if (!Array.isArray(messages) || messages.length === 0) return refuse(res, API_ERRORS.emptyBatch);
  const valid = messages.every(
    (message) => isObject(message) && typeof message.topic === 'string' && message.topic !== '' && typeof message.event === 'string',
  );
  if (!valid) return refuse(res, API_ERRORS.batchMessageIncomplete);
  for (const message of messages as Record<string, unknown>[]) {
    const topic = message.topic as string;
    const isPrivate = message.private === true || message.private === 'true';
    // Messages the caller may not write to a private topic are skipped, as Realtime's batch endpoint does.
    if (!(await mayWrite(topic, isPrivate))) continue;
    context.hub.broadcast(hubKey({ isPrivate, subTopic: topic }), { event: message.event as string, payload: message.payload ?? {} });
  }
  return json(res, 202);
};

/**
 * Realtime's HTTP surface besides the websocket (`GET …/websocket` with `vsn` and `apikey`, upgraded in index.ts):
 * its REST broadcast. Both answer 202.
 */
export const ROUTES: readonly Route<BroadcastHandler>[] = [
  route('POST', '/api/broadcast', broadcastBatch),
  route('POST', '/api/broadcast/:topic/events/:event', broadcastOne),
];

/** One HTTP request (not an upgrade): its route, the caller's token as Realtime's tenant plug reads it, the body. */
export async function handleBroadcastApi(req: http.IncomingMessage, res: http.ServerResponse, context: BroadcastApiContext): Promise<void> {
  const url = requestUrl(req.url);
  if (!url) return refuse(res, API_ERRORS.badRequest);
  const match = matchRoute(ROUTES, req.method ?? '', url.pathname);
  if (!match) return refuse(res, API_ERRORS.notFound);
  if ('methodNotAllowed' in match) return refuse(res, API_ERRORS.methodNotAllowed);

  // As Realtime's tenant plug: the bearer token, else the apikey header (a JWT; behind the CLI's Kong a raw apikey
  // lands in Authorization without "Bearer ", which is no bearer token).
  const apikeyHeader = req.headers.apikey;
  const bearer =
    req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? (Array.isArray(apikeyHeader) ? apikeyHeader[0] : apikeyHeader);
  if (!bearer) return refuse(res, API_ERRORS.unauthorized);
  const checked = await checkToken(context.verify, bearer);
  if (!checked.ok) return refuse(res, API_ERRORS.tokenRefused(checked.code, checked.message));
  const claims = checked.claims;

  const body = await readBody(req);
  if (!body) return refuse(res, API_ERRORS.payloadTooLarge);
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

  const mayWrite = async (topic: string, isPrivate: boolean): Promise<boolean> => {
    if (!isPrivate) return true;
    try {
      return await writePolicy(context.pool, claims, topic, 'broadcast');
    } catch (error) {
      context.log.error('write policy check failed', { topic, error: (error as Error).message });
      return false;
    }
  };
  return match.route.handler({ url, params: match.params, body, contentType, mayWrite }, res, context);
}
