import type { ServiceDefinition } from './types.ts';
import { postgresService } from './postgres/index.ts';
import { restService } from './rest/index.ts';
import { realtimeService } from './realtime/index.ts';
import { mailService } from './mail/index.ts';
import { authService } from './auth/index.ts';
import { functionsService } from './functions/index.ts';
import { storageService } from './storage/index.ts';
import { metaService } from './meta/index.ts';
import { netService } from './net/index.ts';
import { mcpService } from './mcp/index.ts';
import { studioService } from './studio/index.ts';
import { cronService } from './cron/index.ts';
import { gatewayService } from './gateway/index.ts';

/**
 * Every service of the local stack, in the order status lists them; the supervisor starts exactly these. Postgres
 * starts first, with those that keep no database state (`keepsNoDatabaseState`); the others start together once it
 * is up, and one that uses another's port names it in `after` (the gateway names every service behind it). Add a
 * service here.
 */
export const SERVICES: readonly ServiceDefinition[] = [
  postgresService,
  restService,
  mailService,
  authService,
  functionsService,
  realtimeService,
  storageService,
  metaService,
  netService,
  mcpService,
  studioService,
  cronService,
  gatewayService,
];
