import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import type { Logger } from '../../../shared/log.ts';
import type { MailStore } from '../domain/store.ts';
import { smtpError } from '../errors.ts';

export interface RunningSmtp {
  port: number;
  stop(): Promise<void>;
}

const address = (value: SMTPServerAddress | false) => (value ? value.address : '');

/**
 * Accepts every message for any sender and recipient, like Mailpit: plain SMTP on loopback, AUTH optional and any
 * credentials accepted (the auth service may be configured with a user and password), messages over `maxBytes` refused with 552.
 */
export async function startSmtp(options: { port: number; maxBytes: number; store: MailStore; log: Logger }): Promise<RunningSmtp> {
  const { store, log, maxBytes } = options;
  const server = new SMTPServer({
    name: 'obrazy-ai-inbox',
    banner: 'Skrzynka lokalnego stosu',
    size: maxBytes,
    authOptional: true,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN', 'CRAM-MD5'],
    // No certificate to offer: clients that see STARTTLS would try it and fail verification.
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 2000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'smtp' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let length = 0;
      stream.on('data', (chunk: Buffer) => {
        length += chunk.length;
        // Past the cap the bytes are drained, not kept.
        if (length <= maxBytes) chunks.push(chunk);
      });
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded || length > maxBytes) {
          log.info('refused an oversized message', { bytes: length, limit: maxBytes });
          callback(smtpError(`Wiadomość przekracza dopuszczalny rozmiar ${maxBytes} bajtów`, 552));
          return;
        }
        const envelope = {
          from: address(session.envelope.mailFrom),
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          username: typeof session.user === 'string' ? session.user : '',
        };
        store.add(Buffer.concat(chunks, length), envelope).then(
          (stored) => {
            log.info('received', { id: stored.summary.ID, bytes: length, recipients: envelope.recipients.length });
            callback(null, `Przyjęto ${stored.summary.ID}`);
          },
          (error: Error) => {
            log.error('could not store a message', { error: error.message });
            callback(smtpError('Nie udało się zapisać wiadomości, spróbuj ponownie', 451));
          },
        );
      });
    },
  });
  server.on('error', (error) => log.error('smtp error', { error: error.message }));
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once('error', onError);
    server.listen(options.port, '127.0.0.1', () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  return {
    port: options.port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
