import fs from 'node:fs';
import path from 'node:path';

/** The services that have a log file in `.stack/logs/`, by name. */
export function logServices(logsDir: string): string[] {
  if (!fs.existsSync(logsDir)) return [];
  return fs
    .readdirSync(logsDir)
    .filter((file) => file.endsWith('.log'))
    .map((file) => file.slice(0, -'.log'.length))
    .sort();
}

/** Bytes of a log from `offset` to its end (at most `maxBytes` of the end when `offset` is omitted), whole lines only. */
export function readLog(
  logsDir: string,
  service: string,
  offset: number | undefined,
  maxBytes = 256 * 1024,
): { lines: string[]; offset: number } {
  const file = path.join(logsDir, `${service}.log`);
  if (!fs.existsSync(file)) return { lines: [], offset: 0 };
  const size = fs.statSync(file).size;
  // A log that shrank was recreated: start again from its beginning.
  const start = offset === undefined || offset > size ? Math.max(0, size - maxBytes) : Math.max(offset, size - maxBytes);
  const buffer = Buffer.alloc(size - start);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, buffer, 0, buffer.length, start);
  } finally {
    fs.closeSync(fd);
  }
  const text = buffer.toString('utf8');
  const end = text.lastIndexOf('\n') + 1;
  const lines = text.slice(0, end).split('\n').filter(Boolean);
  // A read that began mid-file began mid-line.
  if (start > 0 && start !== offset) lines.shift();
  return { lines, offset: start + Buffer.byteLength(text.slice(0, end)) };
}
