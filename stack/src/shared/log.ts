import fs from 'node:fs';
import path from 'node:path';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** Raw text from a child process, written as is. */
  raw(text: string): void;
  close(): Promise<void>;
}

/** How long log lines may wait to be written together: one file write per burst instead of one per request. */
const FLUSH_MS = 20;

/** Lines still waiting in open loggers, written synchronously if the process exits before their timer fires. */
const unflushed = new Set<() => void>();
process.once('exit', () => {
  for (const flushSync of unflushed) flushSync();
});

/** One append-only JSON-lines log file per service in `.stack/logs/<service>.log`. */
export function fileLogger(logDir: string, service: string): Logger {
  fs.mkdirSync(logDir, { recursive: true });
  const file = path.join(logDir, `${service}.log`);
  const stream = fs.createWriteStream(file, { flags: 'a' });
  let pending = '';
  const flushSync = () => {
    if (pending) fs.appendFileSync(file, pending);
    pending = '';
  };
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    unflushed.delete(flushSync);
    if (pending) stream.write(pending);
    pending = '';
  };
  const append = (line: string) => {
    pending += line;
    if (timer) return;
    timer = setTimeout(flush, FLUSH_MS);
    unflushed.add(flushSync);
  };
  const write = (level: string, message: string, fields?: Record<string, unknown>) =>
    append(JSON.stringify({ time: new Date().toISOString(), level, service, message, ...fields }) + '\n');
  return {
    info: (message, fields) => write('info', message, fields),
    error: (message, fields) => write('error', message, fields),
    raw: (text) => append(text.endsWith('\n') ? text : text + '\n'),
    close: () => {
      clearTimeout(timer);
      flush();
      return new Promise((resolve) => stream.end(resolve));
    },
  };
}
