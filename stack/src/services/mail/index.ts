import path from 'node:path';
import type { ServiceDefinition } from '../types.ts';
import { stackHostAllowList } from '../../shared/host-guard.ts';
import { startHttp } from './http/server.ts';
import { startSmtp } from './infra/smtp.ts';
import { MailStore } from './domain/store.ts';

/** Messages larger than this are refused with SMTP 552. */
export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
/**
 * Only the newest messages are kept, as Mailpit's default `--max 500` does (ours is a little larger). Like Mailpit,
 * MP_MAX_MESSAGES changes it (e.g. to check a send to thousands of subscribers).
 */
export const MAX_STORED_MESSAGES = 1000;

export function maxStoredMessages(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.MP_MAX_MESSAGES);
  return Number.isInteger(configured) && configured > 0 ? configured : MAX_STORED_MESSAGES;
}

/**
 * The stack's inbox, standing in for the Mailpit container of `supabase start`: SMTP on `[local_smtp] smtp_port`,
 * Mailpit's API and a page for people on `[local_smtp] port`. Mail is kept in `.stack/mail/` across restarts.
 */
export const mailService: ServiceDefinition = {
  name: 'mail',
  keepsNoDatabaseState: true,
  enabled: (config) => config.local_smtp.enabled,
  publicPorts: (config) => [
    { port: config.local_smtp.port, key: '[local_smtp] port' },
    { port: config.local_smtp.smtp_port, key: '[local_smtp] smtp_port' },
  ],
  async start({ config, paths, log }) {
    const store = await MailStore.open(path.join(paths.root, 'mail'), maxStoredMessages(), log);
    const smtp = await startSmtp({ port: config.local_smtp.smtp_port, maxBytes: MAX_MESSAGE_BYTES, store, log });
    let http: Awaited<ReturnType<typeof startHttp>>;
    try {
      http = await startHttp({ port: config.local_smtp.port, store, log, hosts: stackHostAllowList(config).hosts });
    } catch (error) {
      await smtp.stop();
      throw error;
    }
    log.info('inbox ready', { http: http.port, smtp: smtp.port });
    return {
      port: http.port,
      ports: { 'mail-smtp': smtp.port },
      async stop() {
        await Promise.all([smtp.stop(), http.stop()]);
      },
    };
  },
};
