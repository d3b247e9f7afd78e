/**
 * Writes the stack's extensions (made by domain/extensions.ts, passed in by index.ts) into the extension directory of the Postgres that runs, on
 * every start: `npm ci` replaces node_modules (and with it that directory), and the binaries may run from a copy
 * (server.ts). A file is rewritten only when its text differs, through a temporary file and a rename, so a server
 * reading it meanwhile sees the old or the new text, never half of one. Works as root and as a normal user: the
 * directory belongs to whoever installed the package (or made the copy), which is who runs the stack.
 */
import fs from 'node:fs';
import path from 'node:path';

/** `share/postgresql/extension` next to the server's `bin/`, where a relocatable Postgres build looks for them. */
export function extensionDirectory(postgresBinary: string): string {
  return path.join(path.dirname(path.dirname(postgresBinary)), 'share', 'postgresql', 'extension');
}

export function installExtensionFiles(postgresBinary: string, files: ReadonlyMap<string, string>): void {
  const directory = extensionDirectory(postgresBinary);
  if (!fs.existsSync(directory)) throw new Error(`the Postgres extension directory ${directory} does not exist; run "npm install"`);
  for (const [name, contents] of files) {
    const file = path.join(directory, name);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === contents) continue;
    const temporary = `${file}.${process.pid}.tmp`;
    // Readable by the server's OS user (`postgres` when the stack runs as root).
    fs.writeFileSync(temporary, contents);
    fs.chmodSync(temporary, 0o644);
    fs.renameSync(temporary, file);
  }
}
