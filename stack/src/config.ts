/**
 * `supabase/config.toml` → one typed, validated, frozen Config.
 *
 * The file is the Supabase CLI's (same keys, same defaults, same `env(VAR)` substitution), so the
 * same folder runs on real Supabase. The Config mirrors the TOML 1:1 (snake_case keys) and adds
 * derived fields with explicit names: `*_bytes`, `*_ms`, `*_resolved` (absolute paths).
 * Contract: apps/cli-go/pkg/config/{config,auth,db,storage,api}.go and templates/config.toml.
 *
 * The steps, one file each under config/:
 *   env.ts       env(VAR) substitution (an unset variable keeps the literal text, as in the CLI)
 *   warnings.ts  renamed keys and unknown keys (warned about, not refused)
 *   schema.ts    the keys, types and defaults, one file per section in sections/ (fields.ts: the building blocks)
 *   validate.ts  rules across keys (the CLI's Validate)
 *   resolve.ts   defaults that depend on other keys, and derived values (the CLI's resolve)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseToml, TomlError } from 'smol-toml';
import { ConfigError, deepFreeze, formatKey, startsWith, type BuildContext, type DeepReadonly, type KeyPath } from './config/context.ts';
import { substituteEnv, unsetReason, type UnsetReference } from './config/env.ts';
import { resolveConfig } from './config/resolve.ts';
import { configSchema } from './config/schema.ts';
import { notHonoured } from './config/not-honoured.ts';
import { validate } from './config/validate.ts';
import { renameDeprecated, unknownKeys } from './config/warnings.ts';

export { ConfigError } from './config/context.ts';
export { hostname } from './config/resolve.ts';
export { parseDuration, parseSize } from './config/values.ts';

/** Where the config lives relative to the project's working directory. */
export const CONFIG_PATH = path.join('supabase', 'config.toml');

export type Config = DeepReadonly<ReturnType<typeof resolveConfig>>;
export type ApiConfig = Config['api'];
export type DbConfig = Config['db'];
export type StorageConfig = Config['storage'];
export type BucketConfig = Config['storage']['buckets'][string];
export type AuthConfig = Config['auth'];
export type FunctionConfig = Config['functions'][string];

export interface ParseOptions {
  /** How the file is named in messages, e.g. "supabase/config.toml". */
  file: string;
  /** The project root (the folder holding supabase/). */
  workdir: string;
  /** Variables for `env(VAR)` values; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
}

export function parseConfig(text: string, opts: ParseOptions): Config {
  const workdir = path.resolve(opts.workdir);
  const supabaseDir = path.join(workdir, 'supabase');
  const { file } = opts;

  let document: unknown;
  try {
    document = parseToml(text);
  } catch (error) {
    if (error instanceof TomlError) {
      throw new ConfigError([`${file}:${error.line}:${error.column}: invalid TOML: ${error.message.split('\n')[0]}`]);
    }
    throw error;
  }

  // env(VAR) first (an unset one keeps its literal text: see config/env.ts), then the CLI's renamed keys.
  const unset: UnsetReference[] = [];
  const problems: { key: KeyPath; reason: string }[] = [];
  const aliasWarnings: { key: KeyPath; reason: string }[] = [];
  const raw = renameDeprecated(substituteEnv(document, [], opts.env ?? process.env, unset), problems, aliasWarnings);

  const result = configSchema.safeParse(raw);
  const misfits = new Set<string>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const reference = unset.find(({ key }) => startsWith(issue.path, key));
      if (reference) {
        if (!misfits.has(formatKey(reference.key))) problems.push({ key: reference.key, reason: unsetReason(reference.name) });
        misfits.add(formatKey(reference.key));
      } else problems.push({ key: issue.path, reason: issue.message });
    }
  }
  const format = ({ key, reason }: { key: KeyPath; reason: string }) => `${file}: ${formatKey(key)}: ${reason}`;
  if (!result.success || problems.length > 0) throw new ConfigError(problems.map(format));

  const unknown: KeyPath[] = [];
  unknownKeys(raw, result.data, [], unknown);
  const warnings = [...aliasWarnings.map(format), ...unknown.map((key) => format({ key, reason: 'unknown key' }))];
  for (const { key, name } of unset)
    warnings.push(format({ key, reason: `${unsetReason(name)}; the literal text is used, as the Supabase CLI does` }));

  const ctx: BuildContext = {
    workdir,
    supabaseDir,
    problem: (key, reason) => problems.push({ key, reason }),
    warn: (key, reason) => warnings.push(format({ key, reason })),
  };
  validate(result.data, ctx);
  const config = resolveConfig(result.data, ctx);
  if (problems.length > 0) throw new ConfigError(problems.map(format));
  config.warnings = warnings;
  config.not_honoured = notHonoured(result.data, raw);
  return deepFreeze(config);
}

export interface LoadOptions {
  /** The project root (the folder holding supabase/). */
  workdir: string;
  /** Variables for `env(VAR)` values; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
}

/** Reads and validates `<workdir>/supabase/config.toml`. */
export function loadConfig(opts: LoadOptions): Config {
  const workdir = path.resolve(opts.workdir);
  const file = path.join(workdir, CONFIG_PATH);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ConfigError([
        `${CONFIG_PATH}: file not found (looked for ${file}); run from the project root, the folder that holds supabase/`,
      ]);
    }
    throw error;
  }
  return parseConfig(text, { file: CONFIG_PATH, workdir, env: opts.env });
}
