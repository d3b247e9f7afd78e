/**
 * Schema building blocks for the sections of config.toml: each one owns its error message, in the form
 * "expected X, got Y", and accepts what the CLI's decoder accepts.
 */
import { z } from 'zod';
import { parseDuration, parseSize } from './values.ts';

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Date) return 'a date';
  return 'a table';
}

export const expected =
  (what: string) =>
  (issue: { readonly input?: unknown }): string =>
    `expected ${what}, got ${describe(issue.input)}`;

// The CLI decodes with mapstructure's weak typing, so "54322" and "true" are accepted where numbers and booleans go.
const coerceInteger = (value: unknown): unknown => (typeof value === 'string' && /^[+-]?\d+$/.test(value.trim()) ? Number(value) : value);
const coerceBoolean = (value: unknown): unknown => (value === 'true' ? true : value === 'false' ? false : value);
const coerceString = (value: unknown): unknown => (typeof value === 'number' ? String(value) : value);

export function integer(min: number, max?: number) {
  const what =
    max !== undefined ? `an integer between ${min} and ${max}` : min === 0 ? 'a non-negative integer' : `an integer of at least ${min}`;
  const error = expected(what);
  const number = z.number({ error }).int({ error }).min(min, { error });
  return z.preprocess(coerceInteger, max === undefined ? number : number.max(max, { error }));
}
export const uint = () => integer(0);
export const port = () => integer(1, 65535);
export const boolean = () => z.preprocess(coerceBoolean, z.boolean({ error: expected('a boolean (true or false)') }));
export const string = () => z.preprocess(coerceString, z.string({ error: expected('a string') }));
export const secret = string;
export const stringList = () =>
  // The CLI splits a plain string on commas, which is what makes `env(VAR)` work for arrays.
  z.preprocess(
    (value) => (typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value),
    z.array(string(), { error: expected('an array of strings') }),
  );
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.literal(values, { error: expected(`one of ${values.map((value) => JSON.stringify(value)).join(', ')}`) });
}
export function oneOfIntegers<const T extends readonly [number, ...number[]]>(values: T) {
  return z.preprocess(coerceInteger, z.literal(values, { error: expected(`one of ${values.join(', ')}`) }));
}
export const size = () =>
  z.custom<string | number>((value) => parseSize(value) !== undefined, {
    error: expected('a size such as "50MiB", "5MB", "500KB" or a number of bytes'),
  });
export const duration = () =>
  z.custom<string>((value) => parseDuration(value) !== undefined, {
    error: expected('a duration such as "1s", "5m", "1h30m" or "1m0s"'),
  });
export const absoluteUrl = () =>
  z.custom<string>((value) => typeof value === 'string' && URL.canParse(value), {
    error: expected('an absolute URL such as "http://127.0.0.1:3000"'),
  });
export const table = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: expected('a table') });
export const record = <T extends z.ZodType>(value: T) => z.record(z.string(), value, { error: expected('a table') });
/** A table whose absence means "all defaults". */
export const section = <S extends z.ZodRawShape>(shape: S) => {
  const schema = table(shape);
  // Every key of a section has a default or is optional, which TypeScript cannot see through the generic.
  return schema.prefault({} as z.input<typeof schema>);
};
/** Sections the CLI passes through with little checking; extra keys are kept, not warned about. */
export const loose = <S extends z.ZodRawShape>(shape: S) => z.looseObject(shape, { error: expected('a table') });
