import { DataLoadError } from './errors';

/**
 * The data of a supabase-js query, or a DataLoadError when it failed (`message` in English, for the console;
 * `cause` keeps the PostgREST error).
 */
export function loaded<R extends { data: unknown; error: unknown }>(result: R, message: string): Extract<R, { error: null }>['data'] {
  if (result.error) throw new DataLoadError(message, { cause: result.error });
  return result.data;
}
