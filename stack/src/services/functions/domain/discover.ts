import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../config.ts';

export interface EdgeFunction {
  name: string;
  entrypoint: string;
  verifyJwt: boolean;
  /** An import map, or a deno.json/deno.jsonc whose imports (and options) the function runs with. */
  importMap?: string;
  /** `[functions.<name>] static_files` (supabase/-relative globs, resolved): the files the function may read. */
  staticFiles: string[];
}

/** A function folder's own deno.json or deno.jsonc, as the CLI uses it whether or not config.toml names the function. */
export function ownDenoConfig(entrypoint: string): string | undefined {
  const folder = path.dirname(entrypoint);
  return ['deno.json', 'deno.jsonc'].map((name) => path.join(folder, name)).find((file) => fs.existsSync(file));
}

const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/**
 * The functions the CLI would serve: every folder of supabase/functions with an index.ts (folders starting with
 * "_" or "." hold shared code), plus those declared in config.toml with their own entrypoint; `enabled = false` hides one.
 */
export function discoverFunctions(config: Config): Map<string, EdgeFunction> {
  const functionsDir = path.join(config.supabaseDir, 'functions');
  const found = new Map<string, EdgeFunction>();
  const folders = fs.existsSync(functionsDir) ? fs.readdirSync(functionsDir, { withFileTypes: true }) : [];
  for (const folder of folders) {
    if (!folder.isDirectory() || !FUNCTION_NAME.test(folder.name)) continue;
    const entrypoint = path.join(functionsDir, folder.name, 'index.ts');
    if (fs.existsSync(entrypoint)) {
      found.set(folder.name, { name: folder.name, entrypoint, verifyJwt: true, importMap: ownDenoConfig(entrypoint), staticFiles: [] });
    }
  }
  for (const [name, declared] of Object.entries(config.functions)) {
    if (!declared.enabled) {
      found.delete(name);
      continue;
    }
    found.set(name, {
      name,
      entrypoint: declared.entrypoint_resolved,
      verifyJwt: declared.verify_jwt,
      // Read per request (config.toml's value was resolved at start): a deno.json added later counts too.
      importMap: declared.import_map_resolved ?? ownDenoConfig(declared.entrypoint_resolved),
      staticFiles: [...declared.static_files_resolved],
    });
  }
  return found;
}

/** KEY=value lines of supabase/functions/.env (comments, blank lines and optional quotes as dotenv). */
export function readEnvFile(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const values: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const raw = match[2]!;
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    values[match[1]!] = quoted ? (quoted[1] === '"' ? quoted[2]!.replace(/\\n/g, '\n') : quoted[2]!) : raw.replace(/\s+#.*$/, '');
  }
  return values;
}
