import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { Pool, type Dispatcher } from 'undici';
import { jwtVerifier } from '../../shared/keys.ts';
import { freePort } from '../../shared/ports.ts';
import { drainRequestAfterResponse, Relay } from '../../shared/relay.ts';
import type { RunningService, ServiceContext, ServiceDefinition } from '../types.ts';
import { discoverFunctions, readEnvFile, type EdgeFunction } from './domain/discover.ts';
import { BootError, Workers } from './infra/workers.ts';
import { closeNow, listenOnLoopback } from '../../shared/http-server.ts';

// Bodies as the Supabase CLI's edge runtime answers them.
const NOT_FOUND = 'Function not found';
const BOOT_ERROR = { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' };

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Why a request may not run a function with verify_jwt, in the runtime's words; undefined when it may. */
async function jwtProblem(req: http.IncomingMessage, verify: (token: string) => Promise<unknown>): Promise<string | undefined> {
  const header = req.headers.authorization;
  if (!header) return 'Error: Missing authorization header';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) return "Error: Auth header is not 'Bearer {token}'";
  try {
    await verify(token);
    return undefined;
  } catch {
    return 'Invalid JWT';
  }
}

async function start(context: ServiceContext): Promise<RunningService> {
  const { config, keys, paths, log } = context;
  const functionsDir = path.join(config.supabaseDir, 'functions');
  const denoDir = process.env.STACK_DENO_DIR ?? path.join(paths.root, 'deno');
  fs.mkdirSync(denoDir, { recursive: true });
  const apiUrl = `http://127.0.0.1:${config.api.port}`;
  const env = {
    // Local defaults (the stack's inbox, the site), then secrets from config.toml and supabase/functions/.env,
    // then what every Supabase function gets.
    // Only while the inbox runs (not with [local_smtp] enabled = false or `-x mail`): without SMTP_HOST the
    // functions fall back to the CLI's mail container, which does not exist here, and say so when they try.
    ...(context.ports.has('mail-smtp') ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(context.ports.get('mail-smtp')) } : {}),
    SITE_URL: config.auth.site_url,
    ...config.edge_runtime.secrets,
    ...readEnvFile(path.join(functionsDir, '.env')),
    SUPABASE_URL: apiUrl,
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    SUPABASE_DB_URL: context.dbUrl('postgres'),
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secretKey }),
  };
  const workers = new Workers({ functionsDir, denoDir, env, log });
  const verify = jwtVerifier(keys);
  const pools = new Map<number, Pool>();
  // Functions are found per request, so a new folder works without a restart (as `supabase functions serve`).
  const lookup = (name: string): EdgeFunction | undefined => discoverFunctions(config).get(name);

  const server = http.createServer(async (req, res) => {
    drainRequestAfterResponse(req, res);
    const url = req.url ?? '/';
    if (url === '/_internal/health') return send(res, 200, { message: 'ok' });
    const name = url.split(/[/?]/)[1] ?? '';
    const fn = name ? lookup(name) : undefined;
    if (!fn) return send(res, 404, NOT_FOUND);
    if (req.method !== 'OPTIONS' && fn.verifyJwt) {
      const problem = await jwtProblem(req, verify);
      if (problem) return send(res, 401, { msg: problem });
    }
    let port: number;
    try {
      port = await workers.portFor(fn);
    } catch (error) {
      log.error('function failed to boot', { function: fn.name, error: (error as Error).message });
      return send(res, error instanceof BootError ? 503 : 500, BOOT_ERROR);
    }
    let pool = pools.get(port);
    if (!pool)
      pools.set(port, (pool = new Pool(`http://127.0.0.1:${port}`, { connections: 64, headersTimeout: 150_000, bodyTimeout: 150_000 })));
    const method = (req.method ?? 'GET') as Dispatcher.HttpMethod;
    const headers: Record<string, string | string[]> = {};
    for (const [header, value] of Object.entries(req.headers)) {
      if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding', 'expect', 'host', 'upgrade'].includes(header))
        headers[header] = value;
    }
    pool.dispatch(
      { origin: `http://127.0.0.1:${port}`, path: url, method, headers, body: method === 'GET' || method === 'HEAD' ? null : req },
      new Relay(res, {}, method === 'HEAD', (error) => {
        log.error('function request failed', { function: fn.name, error: error.message });
        void workers.discard(fn.name);
        if (!res.headersSent) send(res, 503, BOOT_ERROR);
        else res.destroy();
      }),
    );
  });
  const port = await freePort();
  await listenOnLoopback(server, port);
  return {
    port,
    async stop() {
      await closeNow(server);
      await Promise.all([...pools.values()].map((pool) => pool.close()));
      await workers.stopAll();
    },
  };
}

export const functionsService: ServiceDefinition = {
  name: 'functions',
  after: ['mail'],
  route: 'functions',
  enabled: (config) => config.edge_runtime.enabled,
  start,
};

/** The functions of supabase/functions, for other services (mcp lists them). */
export { discoverFunctions } from './domain/discover.ts';
