import type { Transporter } from 'nodemailer';

/** Where mail goes: an SMTP relay (the stack's inbox or the one `[auth.email.smtp]` names). */
export interface SmtpRelay {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
  /** Sends without STARTTLS (the stack's own inbox speaks plain SMTP). */
  ignoreTLS: boolean;
}

export interface OutgoingMail {
  from: { address: string; name: string };
  to: string;
  subject: string;
  html?: string;
  text?: string;
  headers?: Record<string, string>;
}

/** The SMTP transport auth sends its mail and its SMS (to the inbox) through: one pooled connection per relay. */
export interface SmtpTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(relay: SmtpRelay): SmtpTransport {
  // nodemailer loads with the first mail, not at every start of the stack (its pool connected on first use anyway).
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: relay.host,
        port: relay.port,
        secure: relay.secure,
        auth: relay.auth,
        ignoreTLS: relay.ignoreTLS,
        pool: true,
      }),
    ));
  return {
    async send(mail) {
      await (await open()).sendMail(mail);
    },
    close() {
      void transport?.then((opened) => opened.close()).catch(() => undefined);
    },
  };
}
