import pg from 'pg';
import { jwtVerifier } from '../../shared/keys.ts';
import type { ServiceContext, ServiceDefinition, RunningService } from '../types.ts';
import { ChangeFeed } from './domain/changes.ts';
import { Hub, hubKey } from './domain/hub.ts';
import { keepMessagePartitions } from './domain/partitions.ts';
import { MESSAGES_PUBLICATION } from './domain/replication.ts';
import { ensureMessagesPublication } from './infra/database.ts';
import { startRealtimeServer } from './http/server.ts';

/** Starts the realtime service on a free local port; the gateway routes `/realtime/v1/*` here with the prefix stripped. */
export async function startRealtime(context: ServiceContext, port = 0): Promise<RunningService> {
  const { log } = context;
  const verify = jwtVerifier(context.keys);
  // The service's own role: owner of realtime.messages, member of anon/authenticated/service_role for checks.
  const pool = new pg.Pool({ connectionString: context.dbUrl('supabase_realtime_admin'), max: 6, application_name: 'realtime' });
  pool.on('error', (error) => log.error('database pool error', { error: error.message }));
  const partitions = await keepMessagePartitions(pool, log);

  const hub = new Hub();
  await ensureMessagesPublication(context.dbUrl('supabase_admin'), MESSAGES_PUBLICATION);
  const changes = new ChangeFeed(pool, context.dbUrl('supabase_admin'), log, ({ topic, isPrivate, message }) =>
    hub.broadcast(hubKey({ isPrivate, subTopic: topic }), message),
  );
  await changes.start().catch(async (error: unknown) => {
    partitions.stop();
    await pool.end();
    throw error;
  });
  const server = await startRealtimeServer({ hub, verify, pool, changes, log, internalToken: context.internalToken }, port);
  log.info('realtime listening', { port: server.port });

  return {
    port: server.port,
    async stop() {
      partitions.stop();
      await server.stop();
      await changes.stop();
      await pool.end();
    },
  };
}

export const realtimeService: ServiceDefinition = {
  name: 'realtime',
  route: 'realtime',
  enabled: (config) => config.realtime.enabled,
  start: (context) => startRealtime(context),
};
