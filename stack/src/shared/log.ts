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

/** Lines still waiting in open loggers, written if the process exits before their timer fires. */
const unflushed = new Set<() => void>();
process.once('exit', () => {
  for (const flush of unflushed) flush();
});

/**
 * One append-only JSON-lines log file per service in `.stack/logs/<service>.log`. Lines wait up to FLUSH_MS and are
 * then written together with one synchronous append (a few microseconds on a local disk), so nothing is ever in flight:
 * a process that exits, however it exits short of SIGKILL, leaves every line it logged in the file, in order.
 */
export function fileLogger(logDir: string, service: string): Logger {
  fs.mkdirSync(logDir, { recursive: true });
  const file = path.join(logDir, `${service}.log`);
  const fd = fs.openSync(file, 'a');
  let closed = false;
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  // A log that cannot be written (disk full, folder removed) must not take the service down with it.
  const writeOut = (text: string) => {
    try {
      if (closed) fs.appendFileSync(file, text);
      else fs.writeSync(fd, text);
    } catch (error) {
      process.stderr.write(`cannot write ${file}: ${(error as Error).message}\n`);
    }
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    unflushed.delete(flush);
    if (pending) writeOut(pending);
    pending = '';
  };
  const append = (line: string) => {
    // A line logged after close() (a request finishing during shutdown) is appended at once rather than lost.
    if (closed) return writeOut(line);
    pending += line;
    if (timer) return;
    timer = setTimeout(flush, FLUSH_MS);
    unflushed.add(flush);
  };
  const write = (level: string, message: string, fields?: Record<string, unknown>) =>
    append(JSON.stringify({ time: new Date().toISOString(), level, service, message, ...fields }) + '\n');
  return {
    info: (message, fields) => write('info', message, fields),
    error: (message, fields) => write('error', message, fields),
    raw: (text) => append(text.endsWith('\n') ? text : text + '\n'),
    close: async () => {
      flush();
      if (!closed) fs.closeSync(fd);
      closed = true;
    },
  };
}
