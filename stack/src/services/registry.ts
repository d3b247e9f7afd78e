import type { ServiceDefinition } from './types.ts';

/**
 * The stack's own services, in start order (a service may use the ports of those before it). Postgres, PostgREST
 * and the gateway are started around them by the supervisor. Add a service by appending its definition here.
 */
export const SERVICES: readonly ServiceDefinition[] = [];
