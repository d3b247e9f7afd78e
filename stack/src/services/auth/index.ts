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
    // An idle connection that fails was closed by Postgres (stopped, restarted, reset): the pool opens another.
    db.on('error', (error) => context.log.info('an idle database connection closed', { error: error.message }));
    // What GoTrue keeps in memory (the request and mail budgets), made anew when it would start again.
    const budgets = () => ({
      mailer: createMailer(context.config, context.ports.get('mail-smtp'), context.log),
      sms: createSmsOutbox(context.config, context.ports.get('mail-smtp'), context.log),
      limit: requestLimiter(context.config.auth),
    });
    const ctx: AuthContext = {
      config: context.config.auth,
      siteUrl: context.config.auth.site_url,
      keys: context.keys,
      verifyJwt: jwtVerifier(context.keys),
      db,
      ...budgets(),
      hooks: createHooks(context.config.auth, db),
      log: context.log,
    };
    await db.query('select 1');
    const server = await startAuth(ctx, 0, context.internalToken);
    context.log.info('listening', { port: server.port });
    return {
      port: server.port,
      // Supabase's `db reset` restarts GoTrue: the budgets start again; its routes and pool stay (the pool drops the
      // closed connections by itself), and nothing else is written into the database at start.
      async databaseReplaced() {
        const { mailer, sms } = ctx;
        Object.assign(ctx, budgets());
        mailer.close();
        sms.close();
      },
      async stop() {
        await server.close();
        ctx.mailer.close();
        ctx.sms.close();
        stopBcrypt();
        await db.end();
      },
    };
  },
};
