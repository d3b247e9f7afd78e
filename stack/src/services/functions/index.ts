import path from 'node:path';
import fs from 'node:fs';
import { jwtVerifier } from '../../shared/keys.ts';
import { freePort } from '../../shared/ports.ts';
import type { RunningService, ServiceContext, ServiceDefinition } from '../types.ts';
import { discoverFunctions, readEnvFile, type EdgeFunction } from './domain/discover.ts';
import { Workers } from './infra/workers.ts';
import { startFunctionsServer } from './http/server.ts';

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
  // Each worker's /tmp; what a killed stack left behind goes first.
  const tmpRoot = path.join(paths.root, 'functions-tmp');
  fs.rmSync(tmpRoot, { recursive: true, force: true });
  const workers = new Workers({ functionsDir, denoDir, tmpRoot, env, log });
  const verify = jwtVerifier(keys);
  // Functions are found per request, so a new folder works without a restart (as `supabase functions serve`).
  const lookup = (name: string): EdgeFunction | undefined => discoverFunctions(config).get(name);

  const { port, close } = await startFunctionsServer({ workers, verify, lookup, log }, await freePort(), context.internalToken);
  return {
    port,
    async stop() {
      await close();
      await workers.stopAll();
    },
  };
}

export const functionsService: ServiceDefinition = {
  name: 'functions',
  after: ['mail'],
  route: 'functions',
  keepsNoDatabaseState: true,
  enabled: (config) => config.edge_runtime.enabled,
  start,
};

/** The functions of supabase/functions, for other services (mcp lists them). */
export { discoverFunctions } from './domain/discover.ts';
