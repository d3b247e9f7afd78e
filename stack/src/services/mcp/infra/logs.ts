import fs from 'node:fs';
import path from 'node:path';

/** The last `maxLines` lines of a service's log (`.stack/logs/<service>.log`), read from the end of the file. */
export function tailLog(logsDir: string, service: string, maxLines: number, maxBytes = 1 << 20): string[] {
  const file = path.join(logsDir, `${service}.log`);
  if (!fs.existsSync(file)) return [];
  const size = fs.statSync(file).size;
  const length = Math.min(size, maxBytes);
  const buffer = Buffer.alloc(length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, buffer, 0, length, size - length);
  } finally {
    fs.closeSync(fd);
  }
  const lines = buffer.toString('utf8').split('\n').filter(Boolean);
  // A read that starts mid-file starts mid-line: that first piece is dropped.
  if (length < size) lines.shift();
  return lines.slice(-maxLines);
}
