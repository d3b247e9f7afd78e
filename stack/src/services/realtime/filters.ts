/** postgres_changes filters (`column=op.value`, comma-separated, `not.` negates), as Realtime parses them. */
export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface ColumnFilter {
  column: string;
  operator: FilterOperator;
  /** One value, or several for `in`. */
  values: string[];
  negate: boolean;
}

const OPERATORS = new Set<string>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(filter: string): string[] {
  const segments: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let index = 0; index < filter.length; index++) {
    const char = filter[index]!;
    if (quoted) {
      if (char === '\\' && index + 1 < filter.length) {
        current += char + filter[++index];
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
    } else if (char === '"') {
      quoted = true;
      current += char;
    } else if (char === '(') {
      depth++;
      current += char;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      current += char;
    } else if (char === ',' && depth === 0) {
      segments.push(current);
      current = '';
    } else current += char;
  }
  segments.push(current);
  return segments;
}

function unquote(value: string): string {
  if (!value.startsWith('"') || !value.endsWith('"') || value.length < 2) return value;
  return value.slice(1, -1).replace(/\\(.)/g, '$1');
}

export function parseFilters(filter: string): { ok: true; filters: ColumnFilter[] } | { ok: false; message: string } {
  const trimmed = filter.trim();
  if (trimmed === '') return { ok: true, filters: [] };
  const filters: ColumnFilter[] = [];
  for (const rawSegment of splitTopLevel(trimmed)) {
    const segment = rawSegment.trim();
    if (segment === '')
      return { ok: false, message: 'Error parsing `filter` params: filter must not contain empty segments (check for extra commas)' };
    const equals = segment.indexOf('=');
    if (equals <= 0) return { ok: false, message: `Error parsing \`filter\` params: ${JSON.stringify(segment)}` };
    const column = segment.slice(0, equals);
    let rest = segment.slice(equals + 1);
    const negate = rest.startsWith('not.');
    if (negate) rest = rest.slice(4);
    const dot = rest.indexOf('.');
    if (dot < 0) return { ok: false, message: `Error parsing \`filter\` params: ${JSON.stringify(segment)}` };
    const operator = rest.slice(0, dot);
    const value = rest.slice(dot + 1);
    if (!OPERATORS.has(operator)) return { ok: false, message: `Error parsing \`filter\` params: ["${operator}", "${value}"]` };
    if (operator === 'in') {
      if (!value.startsWith('(') || !value.endsWith(')')) {
        return { ok: false, message: 'Error parsing `filter` params: `in` filter value must be wrapped by parentheses' };
      }
      const inner = value.slice(1, -1);
      const values = inner === '' ? [] : splitTopLevel(inner).map((item) => unquote(item.trim()));
      filters.push({ column, operator: 'in', values, negate });
    } else filters.push({ column, operator: operator as FilterOperator, values: [unquote(value)], negate });
  }
  return { ok: true, filters };
}

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

function compare(type: string, left: string, right: string): number | undefined {
  if (NUMERIC.has(type)) {
    const a = Number(left);
    const b = Number(right);
    if (Number.isNaN(a) || Number.isNaN(b)) return undefined;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  if (type === 'bool') {
    const normalize = (value: string) => (['t', 'true', 'yes', 'on', '1'].includes(value.toLowerCase()) ? 't' : 'f');
    return normalize(left) === normalize(right) ? 0 : normalize(left) < normalize(right) ? -1 : 1;
  }
  return left === right ? 0 : left < right ? -1 : 1;
}

function matchesOne(filter: ColumnFilter, type: string, value: string): boolean {
  if (filter.operator === 'in') return filter.values.some((candidate) => compare(type, value, candidate) === 0);
  const order = compare(type, value, filter.values[0]!);
  if (order === undefined) return false;
  switch (filter.operator) {
    case 'eq':
      return order === 0;
    case 'neq':
      return order !== 0;
    case 'lt':
      return order < 0;
    case 'lte':
      return order <= 0;
    case 'gt':
      return order > 0;
    case 'gte':
      return order >= 0;
  }
}

/**
 * Whether a row (column → text value, by pgoutput) passes every filter. A filter on a column the row does not carry
 * (a DELETE with only the key) passes, as in Realtime; a NULL value fails every comparison, as in SQL.
 */
export function rowMatches(filters: ColumnFilter[], row: Record<string, string | null | undefined>, types: Map<string, string>): boolean {
  for (const filter of filters) {
    const value = row[filter.column];
    if (value === undefined) continue;
    if (value === null) return false;
    const matched = matchesOne(filter, types.get(filter.column) ?? 'text', value);
    if (matched === filter.negate) return false;
  }
  return true;
}
