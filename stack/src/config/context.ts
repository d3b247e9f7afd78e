/** Key paths, the error a bad config.toml raises, and the small helpers every part of the loader shares. */
import path from 'node:path';

export class ConfigError extends Error {
  /** Each problem as `<file>: <dotted.key>: <reason>`. */
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export type KeyPath = readonly PropertyKey[];

/** `auth.external.google`, `db.seed.sql_paths[1]`, `storage.buckets."my bucket"`. */
export function formatKey(keyPath: KeyPath): string {
  let out = '';
  for (const part of keyPath) {
    if (typeof part === 'number') out += `[${part}]`;
    else {
      const name = String(part);
      const bare = /^[A-Za-z0-9_-]+$/.test(name) ? name : JSON.stringify(name);
      out += out === '' ? bare : `.${bare}`;
    }
  }
  return out === '' ? '(root)' : out;
}

export function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

export function mapValues<V, R>(input: Readonly<Record<string, V>>, fn: (value: V, key: string) => R): Record<string, R> {
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, fn(value, key)]));
}

export const resolveIn = (base: string, target: string): string => (path.isAbsolute(target) ? target : path.join(base, target));

export type DeepReadonly<T> = T extends readonly (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export const startsWith = (key: KeyPath, prefix: KeyPath): boolean =>
  prefix.length <= key.length && prefix.every((part, index) => part === key[index]);

export interface BuildContext {
  workdir: string;
  supabaseDir: string;
  problem: (key: KeyPath, reason: string) => void;
  warn: (key: KeyPath, reason: string) => void;
}
