/**
 * Cursor-paginated listing, `POST /object/list-v2/:bucket`, with Supabase Storage's answer and continuation token.
 * Contract (supabase/storage): src/storage/object.ts `listObjectsV2`, src/storage/database/pg.ts `listObjectsV2`, and
 * the SQL it calls (migrations/tenant/0050-search-v2-optimised.sql: `search_v2`, `list_objects_with_delimiter`,
 * `search_by_timestamp`). Our own queries, run as the caller so RLS decides, with the same results:
 * - without the delimiter: every key under the prefix (a literal prefix: `%` and `_` match themselves), by
 *   `created_at`/`updated_at` (with the key as tie-breaker) or by key;
 * - with the delimiter: one level; keys below it fold into folders (`name` is the full path with a trailing `/`).
 *   By key, in either order; by `created_at`/`updated_at`, folders carry the earliest `created_at` under them.
 * `name` is the object's full key, `key` (with the delimiter only) its part at the prefix's level.
 */
import type { Query } from '../infra/database.ts';
import { ERRORS } from '../errors.ts';

export interface ListV2Options {
  prefix?: string;
  limit?: number;
  cursor?: string;
  /** Lists keys after this one when there is no cursor (S3's `start-after`). */
  startAfter?: string;
  withDelimiter?: boolean;
  sortBy?: { column?: string; order?: string };
}

/** A row of the listing: an object, or a folder (id null) when the delimiter is on. */
interface ListEntry {
  key?: string;
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
}

export interface ListV2Result {
  hasNext: boolean;
  nextCursor?: string;
  nextCursorKey?: string;
  folders: ListEntry[];
  objects: ListEntry[];
}

const DELIMITER = '/';
const MAX_KEYS = 1000;
const TIME_COLUMNS = new Set(['created_at', 'updated_at']);
/** Rows read per query while folding folders; a folder ends a batch early. */
const BATCH = 200;

interface ContinuationToken {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const TOKEN_FIELDS: Record<string, keyof ContinuationToken> = { l: 'startAfter', o: 'sortOrder', c: 'sortColumn', a: 'sortColumnAfter' };

/** Storage's token: base64 of `l:<last name>`, `o:<order>`, `c:<column>`, `a:<sort value>` lines (set ones only). */
function encodeToken(token: ContinuationToken): string {
  const lines = Object.entries(TOKEN_FIELDS)
    .filter(([, field]) => token[field])
    .map(([letter, field]) => `${letter}:${token[field]}`);
  return Buffer.from(lines.join('\n')).toString('base64');
}

/** A decoded token's order is `asc` unless it says otherwise, as in Storage. */
function decodeToken(text: string): ContinuationToken {
  const token: ContinuationToken = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(text, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)$/.exec(line);
    const field = match ? TOKEN_FIELDS[match[1]!] : undefined;
    if (!field) throw ERRORS.invalidParameter('continuation token');
    token[field] = match![2]!;
  }
  return token;
}

const escapeLike = (text: string): string => text.replace(/\\/g, '\\\\').replace(/([%_])/g, '\\$1');

export async function listObjectsV2(query: Query, bucketId: string, options: ListV2Options): Promise<ListV2Result> {
  const limit = Math.min(options.limit || MAX_KEYS, MAX_KEYS);
  const prefix = options.prefix || '';
  const cursor = options.cursor
    ? decodeToken(options.cursor)
    : options.startAfter
      ? { startAfter: options.startAfter, sortOrder: 'asc' }
      : undefined;
  const column = cursor?.sortColumn || options.sortBy?.column;
  const order = cursor?.sortOrder || options.sortBy?.order;
  const page = { bucketId, prefix, wanted: limit + 1, order: order === 'desc' ? 'desc' : 'asc', cursor } as const;

  let rows: ListEntry[];
  if (!options.withDelimiter) rows = await listFlat(query, { ...page, column: TIME_COLUMNS.has(column ?? '') ? column : undefined });
  else if (TIME_COLUMNS.has(column ?? '')) rows = await listLevelByTime(query, { ...page, column: column! });
  else rows = await listLevelByName(query, page);

  const hasNext = rows.length > limit;
  const shown = rows.slice(0, limit);
  const folders = shown
    .filter((row) => row.id === null)
    .map((row) => ({ ...row, name: row.name.endsWith('/') ? row.name : `${row.name}/` }));
  const objects = shown.filter((row) => row.id !== null);
  if (!hasNext) return { hasNext, folders, objects };

  const last = shown[shown.length - 1]!;
  const sortValue = column === 'created_at' || column === 'updated_at' ? last[column] : null;
  const nextCursor = encodeToken({
    startAfter: last.name,
    sortOrder: order,
    sortColumn: column,
    sortColumnAfter: sortValue ? new Date(sortValue).toISOString() : undefined,
  });
  return { hasNext, nextCursor, nextCursorKey: last.name, folders, objects };
}

interface PageQuery {
  bucketId: string;
  prefix: string;
  wanted: number;
  order: 'asc' | 'desc';
  cursor?: ContinuationToken;
}

/** Every key under the prefix, no folders (Storage: pg.ts listObjectsV2 without a delimiter). */
async function listFlat(query: Query, page: PageQuery & { column?: string }): Promise<ListEntry[]> {
  const values: unknown[] = [page.bucketId, page.wanted];
  const conditions = ['bucket_id = $1'];
  const after = page.order === 'asc' ? '>' : '<';
  if (page.prefix) {
    values.push(`${escapeLike(page.prefix)}%`);
    conditions.push(`name like $${values.length}`);
  }
  if (page.cursor?.startAfter) {
    if (page.column && page.cursor.sortColumnAfter) {
      values.push(page.cursor.sortColumnAfter, page.cursor.startAfter);
      conditions.push(
        `(date_trunc('milliseconds', ${page.column}), name collate "C") ${after}
         (coalesce(nullif($${values.length - 1}::text, '')::timestamptz, 'epoch'::timestamptz), $${values.length})`,
      );
    } else {
      values.push(page.cursor.startAfter);
      conditions.push(`name collate "C" ${after} $${values.length}`);
    }
  }
  const orderBy = `${page.column ? `${page.column} ${page.order}, ` : ''}name collate "C" ${page.order}`;
  return query<ListEntry>(
    `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
     where ${conditions.join(' and ')} order by ${orderBy} limit $2`,
    values,
  );
}

/** The part of `name` at the prefix's level, as Storage's `key` column: split_part(name, '/', levels). */
function levelKey(name: string, prefix: string): string {
  const level = prefix ? prefix.split(DELIMITER).length : 1;
  return name.split(DELIMITER)[level - 1] ?? '';
}

/** The folder (ending in "/") that `name` falls in below the prefix, or undefined for a key at the prefix's level. */
function folderOf(name: string, prefix: string): string | undefined {
  const slash = name.indexOf(DELIMITER, prefix.length);
  return slash >= 0 ? name.slice(0, slash + 1) : undefined;
}

/**
 * One level in key order (Storage: list_objects_with_delimiter). Keys are read in batches from a moving bound; a key
 * below the level yields its folder once and moves the bound past everything in it.
 */
async function listLevelByName(query: Query, page: PageQuery): Promise<ListEntry[]> {
  const ascending = page.order === 'asc';
  let bound: { operator: '>' | '>=' | '<'; name: string } | undefined;
  const startAfter = page.cursor?.startAfter;
  if (startAfter) {
    // As Storage: a cursor naming a folder (objects exist below it) continues after the whole folder.
    const [below] = await query<{ found: boolean }>(
      `select exists (select 1 from storage.objects where bucket_id = $1 and starts_with(name, $2)) as found`,
      [page.bucketId, startAfter + DELIMITER],
    );
    if (below?.found)
      bound = ascending ? { operator: '>=', name: afterFolder(startAfter + DELIMITER) } : { operator: '<', name: startAfter + DELIMITER };
    else bound = { operator: ascending ? '>' : '<', name: startAfter };
  }

  const entries: ListEntry[] = [];
  while (entries.length < page.wanted) {
    const values: unknown[] = [page.bucketId, page.prefix, BATCH];
    let condition = '';
    if (bound) {
      values.push(bound.name);
      condition = `and name collate "C" ${bound.operator} $4`;
    }
    const rows = await query<ListEntry>(
      `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
       where bucket_id = $1 and starts_with(name, $2) ${condition} order by name collate "C" ${page.order} limit $3`,
      values,
    );
    let movedPastFolder = false;
    for (const row of rows) {
      const folder = folderOf(row.name, page.prefix);
      if (folder !== undefined) {
        entries.push(folderEntry(folder.slice(0, -1), page.prefix, null));
        bound = ascending ? { operator: '>=', name: afterFolder(folder) } : { operator: '<', name: folder };
        movedPastFolder = true;
        break;
      }
      entries.push({ key: levelKey(row.name, page.prefix), ...row });
      bound = { operator: ascending ? '>' : '<', name: row.name };
      if (entries.length === page.wanted) break;
    }
    if (!movedPastFolder && rows.length < BATCH) break;
  }
  return entries;
}

/** The smallest key after every key that starts with `folder` (which ends in "/"): "a/b/" → "a/b0". */
const afterFolder = (folder: string): string => folder.slice(0, -1) + String.fromCharCode(DELIMITER.charCodeAt(0) + 1);

function folderEntry(name: string, prefix: string, createdAt: Date | null): ListEntry {
  return {
    key: levelKey(name, prefix),
    name,
    id: null,
    updated_at: createdAt,
    created_at: createdAt,
    last_accessed_at: null,
    metadata: null,
  };
}

/**
 * One level by `created_at`/`updated_at` (Storage: search_by_timestamp): a folder sorts by the earliest `created_at`
 * below it, for either column; ties and pages by name.
 */
async function listLevelByTime(query: Query, page: PageQuery & { column: string }): Promise<ListEntry[]> {
  const column = page.column === 'updated_at' ? 'updated_at' : 'created_at';
  const after = page.order === 'asc' ? '>' : '<';
  const rows = await query<ListEntry>(
    `with level as (
       select name, id, updated_at, created_at, last_accessed_at, metadata,
              case when strpos(substr(name, length($2) + 1), '/') > 0
                   then left(name, length($2) + strpos(substr(name, length($2) + 1), '/')) end as folder
       from storage.objects where bucket_id = $1 and starts_with(name, $2)
     ), entries as (
       select rtrim(folder, '/') as name, null::uuid as id, min(created_at) as updated_at, min(created_at) as created_at,
              null::timestamptz as last_accessed_at, null::jsonb as metadata
       from level where folder is not null group by folder
       union all
       select name, id, updated_at, created_at, last_accessed_at, metadata from level where folder is null
     )
     select * from entries
     where $4::text = '' or (date_trunc('milliseconds', ${column}), name collate "C") ${after}
                      (coalesce(nullif($5::text, '')::timestamptz, 'epoch'::timestamptz), $4)
     order by coalesce(date_trunc('milliseconds', ${column}), 'epoch'::timestamptz) ${page.order}, name collate "C" ${page.order}
     limit $3`,
    [page.bucketId, page.prefix, page.wanted, page.cursor?.startAfter ?? '', page.cursor?.sortColumnAfter ?? ''],
  );
  return rows.map((row) => ({ key: levelKey(row.name, page.prefix), ...row }));
}
