import fs from 'node:fs';
import path from 'node:path';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** Raw text from a child process, written as is. */
  raw(text: string): void;
  close(): Promise<void>;
}

/** One append-only JSON-lines log file per service in `.stack/logs/<service>.log`. */
export function fileLogger(logDir: string, service: string): Logger {
  fs.mkdirSync(logDir, { recursive: true });
  const stream = fs.createWriteStream(path.join(logDir, `${service}.log`), { flags: 'a' });
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    stream.write(JSON.stringify({ time: new Date().toISOString(), level, service, message, ...fields }) + '\n');
  };
  return {
    info: (message, fields) => write('info', message, fields),
    error: (message, fields) => write('error', message, fields),
    raw: (text) => stream.write(text.endsWith('\n') ? text : text + '\n'),
    close: () => new Promise((resolve) => stream.end(resolve)),
  };
}
