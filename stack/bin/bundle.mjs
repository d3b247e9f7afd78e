// Bundles stack/src/cli.ts and stack/src/daemon.ts for plain Node (no TypeScript loader at run time). Packages stay
// external; each module keeps its own import.meta.dirname/url (baked in as literals, so files it finds next to
// itself, such as SQL or worker scripts, are still found). Concurrent callers never see a half-written bundle: a
// bundle is built in a private folder and renamed into place.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const stackDir = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(stackDir, 'src');
const distDir = path.join(stackDir, 'dist');

/** A key for the current sources: any added, removed, resized or touched file changes it. */
function sourceKey() {
  const hash = crypto.createHash('sha256').update(`${sourceDir}\0${process.version}\0`);
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = fs.statSync(full);
        hash.update(`${path.relative(sourceDir, full)}\0${stat.size}\0${stat.mtimeMs}\0`);
      }
    }
  };
  walk(sourceDir);
  hash.update(fs.statSync(import.meta.filename).mtimeMs.toString());
  return hash.digest('hex').slice(0, 16);
}

/** esbuild plugin: import.meta.dirname and import.meta.url of each source file stay what they were unbundled. */
const keepModuleLocation = {
  name: 'keep-module-location',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: 'ts' };
    });
  },
};

export async function build() {
  const key = sourceKey();
  const target = path.join(distDir, key);
  const entries = { cli: path.join(target, 'cli.mjs'), daemon: path.join(target, 'daemon.mjs') };
  if (!fs.existsSync(entries.daemon)) {
    const { build: esbuild } = await import('esbuild');
    const temporary = path.join(distDir, `.build-${process.pid}-${Date.now()}`);
    await esbuild({
      entryPoints: { cli: path.join(sourceDir, 'cli.ts'), daemon: path.join(sourceDir, 'daemon.ts') },
      outdir: temporary,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
      plugins: [keepModuleLocation],
    });
    try {
      fs.renameSync(temporary, target);
    } catch {
      // Another command built the same bundle meanwhile: theirs is as good.
      fs.rmSync(temporary, { recursive: true, force: true });
    }
    for (const entry of fs.readdirSync(distDir)) {
      if (entry !== key && entry !== '.compile-cache' && !entry.startsWith('.build-'))
        fs.rmSync(path.join(distDir, entry), { recursive: true, force: true });
    }
  }
  return { cli: pathToFileURL(entries.cli).href, daemon: entries.daemon };
}
