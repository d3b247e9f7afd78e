import type { ServiceDefinition } from './types.ts';
import { realtimeService } from './realtime/index.ts';
import { mailService } from './mail/index.ts';
import { authService } from './auth/index.ts';
import { functionsService } from './functions/index.ts';
import { storageService } from './storage/index.ts';
import { metaService } from './meta/index.ts';
import { netService } from './net/index.ts';

/**
 * The stack's own services, in the order status lists them. They start together once Postgres is up (beside
 * PostgREST); one that uses another's port names it in `after`. The gateway starts last. Add a service here.
 */
export const SERVICES: readonly ServiceDefinition[] = [
  mailService,
  authService,
  functionsService,
  realtimeService,
  storageService,
  metaService,
  netService,
];
