import fs from 'node:fs';
import type { Config } from '../../../config.ts';
import type { Logger } from '../../../shared/log.ts';
import { errors } from '../errors.ts';
import { currentClient, mailShare } from './limits.ts';
import { createSmtpTransport } from '../infra/smtp.ts';

/** Template types of `[auth.email.template.<type>]`, as the CLI names them. */
export type MailType = 'confirmation' | 'invite' | 'magic_link' | 'recovery' | 'email_change' | 'reauthentication';

export interface MailValues {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  NewEmail: string;
  Data?: Record<string, unknown>;
}

/** Used when config.toml names no template for a type, so even a bare project sends Polish mail. */
const DEFAULTS: Record<MailType, { subject: string; html: string }> = {
  confirmation: {
    subject: 'Potwierdź swój adres e-mail',
    html: '<h2>Potwierdź rejestrację</h2><p>Kliknij, aby potwierdzić adres {{ .Email }}:</p><p><a href="{{ .ConfirmationURL }}">Potwierdź adres e-mail</a></p><p>Albo wpisz kod: {{ .Token }}</p>',
  },
  invite: {
    subject: 'Zaproszenie do Obrazy AI',
    html: '<h2>Zostałeś zaproszony</h2><p>Zaproszenie do serwisu {{ .SiteURL }}. Kliknij, aby je przyjąć:</p><p><a href="{{ .ConfirmationURL }}">Przyjmij zaproszenie</a></p><p>Albo wpisz kod: {{ .Token }}</p>',
  },
  magic_link: {
    subject: 'Twój link do logowania',
    html: '<h2>Link do logowania</h2><p><a href="{{ .ConfirmationURL }}">Zaloguj się</a></p><p>Albo wpisz kod: {{ .Token }}</p>',
  },
  recovery: {
    subject: 'Ustaw nowe hasło',
    html: '<h2>Ustaw nowe hasło</h2><p><a href="{{ .ConfirmationURL }}">Ustaw nowe hasło</a></p><p>Albo wpisz kod: {{ .Token }}</p>',
  },
  email_change: {
    subject: 'Potwierdź zmianę adresu e-mail',
    html: '<h2>Zmiana adresu e-mail</h2><p>Potwierdź zmianę adresu z {{ .Email }} na {{ .NewEmail }}:</p><p><a href="{{ .ConfirmationURL }}">Potwierdź zmianę</a></p><p>Albo wpisz kod: {{ .Token }}</p>',
  },
  reauthentication: {
    subject: 'Potwierdź, że to Ty',
    html: '<h2>Potwierdź, że to Ty</h2><p>Wpisz ten kod: {{ .Token }}</p>',
  },
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Substitutes GoTrue's template variables (`{{ .ConfirmationURL }}`, `{{ .Data.name }}`…), HTML-escaped as html/template does. */
export function renderTemplate(template: string, values: MailValues): string {
  return template.replace(/\{\{\s*\.(\w+)(?:\.(\w+))?\s*\}\}/g, (whole, name: string, field: string | undefined) => {
    if (name === 'Data') return field !== undefined ? escapeHtml(String(values.Data?.[field] ?? '')) : '';
    const value = (values as unknown as Record<string, unknown>)[name];
    return typeof value === 'string' ? escapeHtml(value) : whole;
  });
}

export interface Mailer {
  /** Throws 429 over_email_send_rate_limit when `[auth.rate_limit] email_sent` mails went out in the last hour. */
  reserve(): void;
  send(type: MailType, to: string, values: MailValues): Promise<void>;
  close(): void;
}

/**
 * The CLI hands GoTrue `[auth.rate_limit] email_sent` only when `[auth.email.smtp]` is enabled; with the local inbox it
 * allows 360000 mails an hour (supabase/cli internal/start/start.go), so the budget applies only to a real relay.
 */
export const LOCAL_INBOX_MAIL_BUDGET = 360_000;
export function hourlyMailBudget(config: Config): number {
  return config.auth.email.smtp?.enabled ? config.auth.rate_limit.email_sent : LOCAL_INBOX_MAIL_BUDGET;
}

export function createMailer(config: Config, smtpPort: number | undefined, log: Logger): Mailer {
  const smtp = config.auth.email.smtp;
  const relay = smtp?.enabled
    ? {
        host: smtp.host!,
        port: smtp.port!,
        auth: { user: smtp.user!, pass: smtp.pass! },
        from: { address: smtp.admin_email!, name: smtp.sender_name ?? '' },
      }
    : {
        host: '127.0.0.1',
        port: smtpPort ?? config.local_smtp.smtp_port,
        auth: undefined,
        from: { address: config.local_smtp.admin_email, name: config.local_smtp.sender_name },
      };
  const transport = createSmtpTransport({
    host: relay.host,
    port: relay.port,
    secure: relay.port === 465,
    auth: relay.auth,
    ignoreTLS: !smtp?.enabled,
  });
  const budget = hourlyMailBudget(config);
  const sentAt: number[] = [];
  const sentByClient = new Map<string, number[]>();
  const templates = new Map<MailType, { subject: string; html: string }>();
  const templateFor = (type: MailType) => {
    let template = templates.get(type);
    if (!template) {
      const configured = config.auth.email.template[type];
      const file = configured?.content_path_resolved;
      template = {
        subject: configured?.subject ?? DEFAULTS[type].subject,
        html: file ? fs.readFileSync(file, 'utf8') : DEFAULTS[type].html,
      };
      templates.set(type, template);
    }
    return template;
  };

  return {
    reserve() {
      const hourAgo = Date.now() - 3_600_000;
      while (sentAt.length && sentAt[0]! < hourAgo) sentAt.shift();
      if (sentAt.length >= budget) throw errors.emailRateLimit();
      // The client's own share: a mail sent for a request counts against the address that made it.
      const client = currentClient.getStore();
      if (client !== undefined) {
        const mine = (sentByClient.get(client) ?? []).filter((at) => at >= hourAgo);
        if (mine.length >= mailShare(budget)) throw errors.emailRateLimit();
        mine.push(Date.now());
        sentByClient.set(client, mine);
        if (sentByClient.size > 10_000) sentByClient.delete(sentByClient.keys().next().value!);
      }
      sentAt.push(Date.now());
    },
    async send(type, to, values) {
      const template = templateFor(type);
      const html = renderTemplate(template.html, values);
      const subject = renderTemplate(template.subject, values).replace(
        /&#34;|&#39;|&amp;|&lt;|&gt;/g,
        (entity) => ({ '&#34;': '"', '&#39;': "'", '&amp;': '&', '&lt;': '<', '&gt;': '>' })[entity]!,
      );
      await transport.send({ from: relay.from, to, subject, html });
      log.info('mail sent', { type });
    },
    close() {
      transport.close();
    },
  };
}
