import nodemailer from 'npm:nodemailer@6.10.1';
import type { SmtpSettings } from './env.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Connects, greets and logs in without sending: rejects when the relay cannot be reached or refuses us. */
  verify(): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; `connections` > 1 keeps a pool of that many open connections. */
export function smtpMailer(settings: SmtpSettings, connections = 1): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    pool: connections > 1,
    maxConnections: connections,
    maxMessages: Infinity,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}

/** 5xx replies are permanent (the address bounces); everything else (4xx, timeouts, refused connections) may pass later. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A short error description for the database, without addresses. */
export function describeFailure(error: unknown): string {
  const { responseCode, code, message } = (error ?? {}) as { responseCode?: number; code?: string; message?: string };
  const text = String(message ?? error).replace(/[^\s<>@]+@[^\s<>@]+/g, '<adres>');
  return [responseCode, code, text]
    .filter((part) => part !== undefined && part !== '')
    .join(' ')
    .slice(0, 500);
}

const REACHABLE_FOR_MS = 60_000;
let reachableUntil = 0;

/**
 * Whether the SMTP relay answers, checked at most once a minute per worker. Used before anything is stored, so a
 * deployment without working mail says so (in the response and the log) instead of losing every confirmation mail.
 */
export async function smtpReachable(settings: SmtpSettings, now = Date.now()): Promise<boolean> {
  if (now < reachableUntil) return true;
  const mailer = smtpMailer(settings);
  try {
    await mailer.verify();
    reachableUntil = now + REACHABLE_FOR_MS;
    return true;
  } catch (error) {
    console.error('SMTP relay unreachable; no mail can be sent', {
      host: settings.host,
      port: settings.port,
      error: describeFailure(error),
    });
    return false;
  } finally {
    mailer.close();
  }
}
