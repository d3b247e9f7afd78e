/**
 * `env(VAR)` references, as the Supabase CLI's LoadEnvHook resolves them (apps/cli-go/pkg/config/config.go): any
 * string value that is exactly `env(NAME)`, at any depth, becomes the variable's value. An unset variable leaves the
 * literal text in place: where that text fits the key (a string) it is used with a warning; where it does not (a
 * number, a boolean) parseConfig reports an error that names the variable.
 */
import { isTable, mapValues, type KeyPath } from './context.ts';

export interface UnsetReference {
  key: KeyPath;
  name: string;
}

const ENV_REFERENCE = /^env\((.*)\)$/;

/** Replaces every `"env(VAR)"` string (at any depth, as the CLI does) and records unset variables. */
export function substituteEnv(value: unknown, keyPath: PropertyKey[], env: NodeJS.ProcessEnv, unset: UnsetReference[]): unknown {
  if (typeof value === 'string') {
    const name = ENV_REFERENCE.exec(value)?.[1];
    if (name === undefined) return value;
    const resolved = env[name];
    if (resolved === undefined) unset.push({ key: keyPath, name });
    return resolved ?? value;
  }
  if (Array.isArray(value)) return value.map((item, index) => substituteEnv(item, [...keyPath, index], env, unset));
  if (isTable(value)) return mapValues(value, (child, key) => substituteEnv(child, [...keyPath, key], env, unset));
  return value;
}

/** Why an unset variable matters, for both the warning and the error. */
export const unsetReason = (name: string): string => `env(${name}) refers to environment variable ${name}, which is not set`;
