import crypto from 'node:crypto';
import type pg from 'pg';
import { IS_VALUES, parseFilters, type ColumnFilter } from './filters.ts';
import type { PostgresSubscription } from './hub.ts';
import { PUBLICATION } from './replication.ts';

export type ResolvedSubscription =
  { ok: true; id: number; subscription: Omit<PostgresSubscription, 'session'> } | { ok: false; id: number; message: string };

/** Realtime answers each binding with a numeric id derived from its parameters; the client matches on it. */
function bindingId(params: Record<string, unknown>): number {
  return crypto.createHash('sha1').update(JSON.stringify(params)).digest().readUInt32BE(0) >>> 5;
}

/** Condition names of the SQLSTATEs a filter value can raise, as Postgrex prints them. */
const CONDITIONS: Record<string, string> = {
  '22P02': 'invalid_text_representation',
  '22003': 'numeric_value_out_of_range',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22023': 'invalid_parameter_value',
  '2201B': 'invalid_regular_expression',
  '42704': 'undefined_object',
};

/** Checks one binding of a join (`{event, schema, table, filter}`) and builds its subscription. */
export async function resolveBinding(pool: pg.Pool, params: Record<string, unknown>): Promise<ResolvedSubscription> {
  const id = bindingId(params);
  const describe = `[event: ${String(params.event ?? '*')}, schema: ${String(params.schema ?? 'public')}, table: ${String(params.table ?? '*')}${params.filter ? `, filters: [${String(params.filter)}]` : ''}]`;
  const unable = `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe}`;
  const event = typeof params.event === 'string' ? params.event.toUpperCase() : '*';
  const schema = typeof params.schema === 'string' ? params.schema : params.table ? 'public' : undefined;
  const table = typeof params.table === 'string' ? params.table : '*';
  if (!schema)
    return { ok: false, id, message: 'No subscription params provided. Please provide at least a `schema` or `table` to subscribe to' };
  const parsed = typeof params.filter === 'string' ? parseFilters(params.filter) : { ok: true as const, filters: [] };
  if (!parsed.ok) return { ok: false, id, message: parsed.message };
  let columns: string[] | undefined;
  if (params.select !== undefined) {
    if (!Array.isArray(params.select)) {
      return {
        ok: false,
        id,
        message: 'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
      };
    }
    const names = params.select.filter((name): name is string => typeof name === 'string');
    if (names.length && (schema === '*' || table === '*')) {
      return {
        ok: false,
        id,
        message: 'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
      };
    }
    columns = names.length ? names : undefined;
  }
  const { rows } = await pool.query<{ count: string }>(
    `select count(*) from pg_publication_tables where pubname = $1 and ($2 = '*' or schemaname = $2) and ($3 = '*' or tablename = $3)`,
    [PUBLICATION, schema, table],
  );
  if (Number(rows[0]?.count ?? 0) === 0) return { ok: false, id, message: unable };
  if (schema !== '*' && table !== '*' && parsed.filters.length > 0) {
    const problem = await filterProblem(pool, schema, table, parsed.filters);
    if (problem) {
      return {
        ok: false,
        id,
        message: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${describe}. Exception: ${problem}`,
      };
    }
  }
  return {
    ok: true,
    id,
    subscription: {
      id,
      schema,
      table,
      event: event === 'INSERT' || event === 'UPDATE' || event === 'DELETE' ? event : '*',
      filters: parsed.filters,
      columns,
    },
  };
}

/**
 * What Realtime's `subscription_check_filters` trigger refuses, in the words Postgrex reports it: an unknown column,
 * a value the column's type cannot take, more than 100 `in` values, `is` with anything but null/true/false/unknown
 * (or true/false/unknown on a non-boolean column), a pattern operator on a type without it, an invalid regex.
 */
async function filterProblem(pool: pg.Pool, schema: string, table: string, filters: ColumnFilter[]): Promise<string | undefined> {
  const { rows } = await pool.query<{ name: string; type: string }>(
    `select a.attname as name, a.atttypid::regtype::text as type from pg_attribute a
      where a.attrelid = format('%I.%I', $1::text, $2::text)::regclass and a.attnum > 0 and not a.attisdropped`,
    [schema, table],
  );
  const types = new Map(rows.map((row) => [row.name, row.type]));
  const raised = (message: string) => `ERROR P0001 (raise_exception) ${message}`;
  for (const filter of filters) {
    const type = types.get(filter.column);
    if (!type) return raised(`invalid column for filter ${filter.column}`);
    const value = filter.values[0] ?? '';
    try {
      if (filter.operator === 'in') {
        if (filter.values.length > 100) return raised('too many values for `in` filter. Maximum 100');
        await pool.query(`select $1::text[]::${type}[]`, [filter.values.map((item) => (item.toUpperCase() === 'NULL' ? null : item))]);
      } else if (filter.operator === 'is') {
        if (!IS_VALUES.has(value)) return raised('invalid value for is filter: must be null, true, false, or unknown');
        if (value !== 'null' && type !== 'boolean') return raised(`is ${value} filter requires a boolean column, got ${type}`);
      } else if (filter.operator === 'like' || filter.operator === 'ilike' || filter.operator === 'match' || filter.operator === 'imatch') {
        const symbol = { like: '~~', ilike: '~~', match: '~', imatch: '~*' }[filter.operator];
        const { rows: found } = await pool.query(
          `select 1 from pg_operator where oprname = $1 and oprleft = $2::regtype
              and ($1 = '~~' or (oprright = $2::regtype and oprresult = 'boolean'::regtype))`,
          [symbol, type],
        );
        if (found.length === 0) return raised(`operator ${filter.operator} requires a text-compatible column type, got ${type}`);
        if (filter.operator === 'match' || filter.operator === 'imatch') {
          try {
            await pool.query(`select '' ~ $1`, [value]);
          } catch (error) {
            return raised(`invalid regular expression for ${filter.operator} filter: ${(error as Error).message}`);
          }
        }
      } else await pool.query(`select $1::${type}`, [value]);
    } catch (error) {
      const code = (error as pg.DatabaseError).code ?? 'XX000';
      return `ERROR ${code} (${CONDITIONS[code] ?? code}) ${(error as Error).message}`;
    }
  }
  return undefined;
}
