import { jwtVerifier } from '../../shared/keys.ts';
import type { RunningService, ServiceDefinition } from '../types.ts';
import type { AuthContext } from './domain/context.ts';
import { requestLimiter } from './domain/limits.ts';
import { createMailer } from './domain/mailer.ts';
import { createHooks } from './domain/hooks.ts';
import { createSmsOutbox } from './domain/phone.ts';
import { stopBcrypt } from './infra/bcrypt.ts';
import { createPool } from './infra/db.ts';
import { startAuth } from './http/server.ts';

/** The GoTrue-compatible auth service behind /auth/v1. */
export const authService: ServiceDefinition = {
  name: 'auth',
  after: ['mail'],
  route: 'auth',
  enabled: (config) => config.auth.enabled,
  async start(context): Promise<RunningService> {
    const db = createPool(context.dbUrl('supabase_auth_admin'));
    db.on('error', (error) => context.log.error('database pool error', { error: error.message }));
    const mailer = createMailer(context.config, context.ports.get('mail-smtp'), context.log);
    const sms = createSmsOutbox(context.config, context.ports.get('mail-smtp'), context.log);
    const ctx: AuthContext = {
      config: context.config.auth,
      siteUrl: context.config.auth.site_url,
      keys: context.keys,
      verifyJwt: jwtVerifier(context.keys),
      db,
      mailer,
      sms,
      limit: requestLimiter(context.config.auth),
      hooks: createHooks(context.config.auth, db),
      log: context.log,
    };
    await db.query('select 1');
    const server = await startAuth(ctx, 0, context.internalToken);
    context.log.info('listening', { port: server.port });
    return {
      port: server.port,
      async stop() {
        await server.close();
        mailer.close();
        sms.close();
        stopBcrypt();
        await db.end();
      },
    };
  },
};
