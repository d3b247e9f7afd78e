import type http from 'node:http';
import net from 'node:net';
import type { Config } from '../../../config.ts';
import type { StackKeys } from '../../../shared/keys.ts';
import type { Logger } from '../../../shared/log.ts';
import type { StackPaths } from '../../../shared/paths.ts';
import type { HostAllowList } from '../../../shared/host-guard.ts';
import { readState } from '../../../state.ts';
import { studioStatus } from '../domain/status.ts';
import { logServices, readLog } from '../infra/logs.ts';
import { route, type ErrorAnswer, type Route } from '../../../shared/routes.ts';
import { REFUSALS } from '../errors.ts';

export interface StudioServerOptions {
  port: number;
  config: Config;
  keys: StackKeys;
  paths: StackPaths;
  dist: string;
  /** postgres-meta's port, once it runs (it starts beside the dashboard). */
  metaPort: () => number | undefined;
  log: Logger;
  /** Host names served (shared/host-guard.ts). */
  hosts: HostAllowList;
  /** This start's internal token, which postgres-meta's port requires. */
  internalToken: string;
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

export const refuse = (res: http.ServerResponse, { status, message }: ErrorAnswer): void => sendJson(res, status, { message });

function socketAccepts(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath, () => {
      socket.destroy();
      resolve(true);
    });
    socket.setTimeout(1500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function healthyServices(services: { name: string; url: string; starting?: true; failed?: string }[]): Promise<Set<string>> {
  const healthy = new Set<string>();
  await Promise.all(
    services.map(async ({ name, url, starting, failed }) => {
      // postgres-meta's relay listens while postgres-meta still loads (or after it failed): not healthy yet.
      if (starting || failed) return;
      if (url.startsWith('unix:')) {
        // PostgREST: its unix socket accepts a connection while it listens.
        if (await socketAccepts(url.slice('unix:'.length))) healthy.add(name);
        return;
      }
      if (!url.startsWith('http')) {
        healthy.add(name); // Postgres: the state names it only while it runs.
        return;
      }
      // Any answer at all means the service is listening.
      const ok = await fetch(url, { signal: AbortSignal.timeout(1500) }).then(
        (response) => (void response.body?.cancel(), true),
        () => false,
      );
      if (ok) healthy.add(name);
    }),
  );
  return healthy;
}

export type StudioHandler = (
  options: StudioServerOptions,
  url: URL,
  params: Record<string, string>,
  res: http.ServerResponse,
) => Promise<void> | void;

const status: StudioHandler = async ({ config, keys, paths }, _url, _params, res) => {
  const state = readState(paths);
  sendJson(res, 200, studioStatus(config, keys, state, await healthyServices(state?.services ?? [])));
};

const logList: StudioHandler = ({ paths }, _url, _params, res) => sendJson(res, 200, logServices(paths.logs));

const logLines: StudioHandler = ({ paths }, url, { service }, res) => {
  if (!/^[a-z0-9-]+$/.test(service!)) return refuse(res, REFUSALS.notFound);
  if (!logServices(paths.logs).includes(service!)) return refuse(res, REFUSALS.noLog(service!));
  const offset = url.searchParams.has('offset') ? Number(url.searchParams.get('offset')) : undefined;
  sendJson(res, 200, readLog(paths.logs, service!, Number.isSafeInteger(offset) && offset! >= 0 ? offset : undefined));
};

/**
 * The dashboard's own API (the stack's one idiom, shared/routes.ts). After it, `/api/<name>/…` (any method) is
 * relayed to the stack's APIs (domain/apis.ts) with the secret key added here, on 127.0.0.1: the browser never holds
 * a key. A GET outside `/api/` is the built dashboard (index.html for its own routes).
 */
export const ROUTES: readonly Route<StudioHandler>[] = [
  route('GET', '/api/status', status), // services, ports, health, start times, the `status -o env` block
  route('GET', '/api/logs', logList), // the services that have a log
  route('GET', '/api/logs/:service', logLines), // a log's lines from `?offset=` (the newest 256 KB without it)
];
