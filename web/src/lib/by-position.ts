import type { Database } from './database.types';
import { getSupabase } from './supabase';
import { loaded } from './query';

type Tables = Database['public']['Tables'];
/** The tables whose rows admins put in order (a `position` column). */
export type OrderedTable = { [T in keyof Tables]: 'position' extends keyof Tables[T]['Row'] ? T : never }[keyof Tables];

/** A select of `columns` from `table` in the order admins set (`position`, first first); chain filters, await it. */
export function byPosition<T extends OrderedTable, Columns extends string>(table: T, columns: Columns) {
  return getSupabase().from(table).select(columns).order('position', { ascending: true });
}

/** All rows of `byPosition(table, columns)`, or a DataLoadError with `message` (see `loaded`). */
export async function loadByPosition<T extends OrderedTable, Columns extends string>(table: T, columns: Columns, message: string) {
  return loaded(await byPosition(table, columns), message);
}
