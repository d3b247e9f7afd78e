import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from '../../../shared/log.ts';
import { guardListener, LOOPBACK_ONLY, type HostAllowList } from '../../../shared/host-guard.ts';
import { drainRequest } from '../../../shared/drain.ts';
import type { MailStore } from '../domain/store.ts';
import { NOT_FOUND } from '../errors.ts';
import { refuse, type MailHttpContext } from './handlers.ts';
import { ROUTES } from './routes.ts';

/** Mailpit's JSON bodies: decoded by the handlers; an empty body is no body, not an error, a broken one `{invalid}`. */
function lenientJson(_request: unknown, body: string | Buffer, done: (error: Error | null, value?: unknown) => void): void {
  const text = typeof body === 'string' ? body.trim() : body.toString('utf8').trim();
  if (!text) return done(null, undefined);
  try {
    done(null, JSON.parse(text) as unknown);
  } catch {
    done(null, { invalid: true });
  }
}

/** The inbox's HTTP side: the route table (routes.ts) on Fastify, with Mailpit's plain-text errors. */
export async function startHttp(options: {
  port: number;
  store: MailStore;
  log: Logger;
  /** Host names served (shared/host-guard.ts): the inbox holds every sign-in link and code. Default: loopback. */
  hosts?: HostAllowList;
}): Promise<{ port: number; stop(): Promise<void> }> {
  const { store, log } = options;
  const ctx: MailHttpContext = { store, log };
  // Stopping ends every connection at once (a preconnect, half a request, a kept-alive one): Node's close waits for
  // those until their timeouts, longer than the supervisor gives a service to stop.
  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 1024 * 1024, forceCloseConnections: true });

  guardListener(app.server, { hosts: options.hosts ?? LOOPBACK_ONLY });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, lenientJson);
  app.addContentTypeParser('*', { parseAs: 'string' }, lenientJson);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
  });
  app.setNotFoundHandler((_request, reply) => refuse(reply, NOT_FOUND));
  app.setErrorHandler(async (error, request, reply) => {
    // An oversized body is read to its end first, so the 413 reaches the client instead of a dropped connection.
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE' && !(await drainRequest(request.raw))) {
      reply.header('Connection', 'close');
    }
    const { message, statusCode } =
      error instanceof Error ? (error as Error & { statusCode?: number }) : { message: String(error), statusCode: 500 };
    log.error('request failed', { error: message });
    return reply
      .code(statusCode && statusCode >= 400 && statusCode < 500 ? statusCode : 500)
      .type('text/plain')
      .send(message);
  });

  for (const row of ROUTES) app.route({ method: row.method, url: row.path, handler: (request, reply) => row.handler(ctx, request, reply) });

  await app.listen({ port: options.port, host: '127.0.0.1' });
  return { port: options.port, stop: () => app.close() };
}
