/** Writing the built site's files so a server reading them never sees half a file. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const compressible = /\.(?:html|js|css|svg|json|xml|txt)$/;

/** Writes through a temporary file and a rename, so readers see the old or the new content, never a mix. */
export function writeFileAtomic(file: string, content: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/**
 * Writes <file>.gz next to a text file over 1 KB, which the server sends to clients that accept gzip, and removes
 * a .gz a smaller new version would leave stale.
 */
export function precompressFile(file: string): void {
  if (!compressible.test(file)) return;
  const content = fs.readFileSync(file);
  if (content.length > 1024) writeFileAtomic(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  else fs.rmSync(`${file}.gz`, { force: true });
}

/** precompressFile for every file of a folder. */
export function precompress(dir: string): void {
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    // Dotfiles (the build's bookkeeping) are not served: no .gz for them.
    if (compressible.test(name) && !path.basename(name).startsWith('.') && fs.statSync(file).isFile()) precompressFile(file);
  }
}

/** A page (or any text file of the site) and its precompressed copy. */
export function writePage(file: string, html: string): void {
  writeFileAtomic(file, html);
  precompressFile(file);
}
