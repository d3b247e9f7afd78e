import type { ServiceDefinition } from './types.ts';
import { realtimeService } from './realtime/index.ts';
import { mailService } from './mail/index.ts';
import { authService } from './auth/index.ts';
import { functionsService } from './functions/index.ts';
import { storageService } from './storage/index.ts';

/**
 * The stack's own services, in start order (a service may use the ports of those before it). Postgres, PostgREST
 * and the gateway are started around them by the supervisor. Add a service by appending its definition here.
 */
export const SERVICES: readonly ServiceDefinition[] = [mailService, authService, functionsService, realtimeService, storageService];
