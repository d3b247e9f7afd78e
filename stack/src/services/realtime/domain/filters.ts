/**
 * postgres_changes filters (`column=op.value`, comma-separated and ANDed, `not.` negates any operator), parsed and
 * evaluated as Realtime does (supabase/realtime `postgres_cdc_rls/subscriptions.ex` and `realtime.check_equality_op`).
 */
export type FilterOperator =
  'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'like' | 'ilike' | 'is' | 'match' | 'imatch' | 'isdistinct';

/** The operators Postgres evaluates for us (LIKE escapes and POSIX regular expressions are Postgres's own). */
export type PatternOperator = 'like' | 'ilike' | 'match' | 'imatch';

export interface ColumnFilter {
  column: string;
  operator: FilterOperator;
  /** One value, or several for `in`. */
  values: string[];
  negate: boolean;
}

/** Answers `value <op> pattern` for the pattern operators, as Postgres would (precomputed per change). */
export type PatternMatcher = (operator: PatternOperator, value: string, pattern: string) => boolean;

const OPERATORS = new Set<string>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct']);
export const PATTERN_OPERATORS = new Set<string>(['like', 'ilike', 'match', 'imatch']);
/** The keywords `is` takes (Realtime refuses anything else). */
export const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

/**
 * Splits on commas outside double quotes and parentheses. At the top level a quote opens only after `.`, `(` or `,`
 * inside parentheses (as Realtime's splitter); in an `in` list (`list`) also at the start of each item.
 */
function splitTopLevel(filter: string, list = false): string[] {
  const segments: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  const start = list ? ',' : '';
  let previous = start;
  for (let index = 0; index < filter.length; index++) {
    const char = filter[index]!;
    if (quoted) {
      if (char === '\\' && index + 1 < filter.length) {
        current += char + filter[++index];
        previous = filter[index]!;
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
    } else if (char === '"' && (previous === '.' || previous === '(' || previous === ',')) {
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
      previous = start;
      continue;
    } else current += char;
    previous = char;
  }
  segments.push(current);
  return segments;
}

/** `"…"` with backslash escapes becomes its content; anything else (an unclosed or early-closed quote) stays as is. */
function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  let out = '';
  for (let index = 1; index < value.length; index++) {
    const char = value[index]!;
    if (char === '"') return index === value.length - 1 ? out : value;
    if (char === '\\' && index + 1 < value.length) out += value[++index];
    else out += char;
  }
  return value;
}

/** Elixir's `inspect` of a list of strings, which is how Realtime reports a segment it cannot read. */
function inspectList(parts: string[]): string {
  return `[${parts.map((part) => JSON.stringify(part)).join(', ')}]`;
}

const parseError = (reason: string) => ({ ok: false as const, message: `Error parsing \`filter\` params: ${reason}` });

export function parseFilters(filter: string): { ok: true; filters: ColumnFilter[] } | { ok: false; message: string } {
  const trimmed = filter.trim();
  if (trimmed === '') return { ok: true, filters: [] };
  const filters: ColumnFilter[] = [];
  for (const rawSegment of splitTopLevel(trimmed)) {
    const segment = rawSegment.trim();
    if (segment === '') return parseError('filter must not contain empty segments (check for extra commas)');
    const equals = segment.indexOf('=');
    if (equals < 0) return parseError(inspectList([segment]));
    const column = segment.slice(0, equals);
    let rest = segment.slice(equals + 1);
    const negate = rest.startsWith('not.');
    if (negate) rest = rest.slice(4);
    const dot = rest.indexOf('.');
    if (dot < 0) return parseError(inspectList([rest]));
    const operator = rest.slice(0, dot);
    const value = rest.slice(dot + 1);
    if (!OPERATORS.has(operator)) return parseError(inspectList([operator, value]));
    if (operator === 'in') {
      if (value.length < 2 || !value.startsWith('(') || !value.endsWith(')')) {
        return parseError('`in` filter value must be wrapped by parentheses');
      }
      const inner = value.slice(1, -1);
      const values = inner === '' ? [] : splitTopLevel(inner, true).map((item) => unquote(item.trim()));
      filters.push({ column, operator: 'in', values, negate });
    } else filters.push({ column, operator: operator as FilterOperator, values: [unquote(value)], negate });
  }
  return { ok: true, filters };
}

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const TRUE_WORDS = ['t', 'true', 'yes', 'on', '1', 'y'];

function compare(type: string, left: string, right: string): number | undefined {
  if (NUMERIC.has(type)) {
    const a = Number(left);
    const b = Number(right);
    if (Number.isNaN(a) || Number.isNaN(b)) return undefined;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  if (type === 'bool') {
    const normalize = (value: string) => (TRUE_WORDS.includes(value.toLowerCase()) ? 't' : 'f');
    return normalize(left) === normalize(right) ? 0 : normalize(left) < normalize(right) ? -1 : 1;
  }
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * One filter against one column value, before `not.`: true, false, or undefined where SQL gives NULL (a NULL value
 * compared by any operator but `is` and `isdistinct`), which no negation turns into a match.
 */
function evaluate(filter: ColumnFilter, type: string, value: string | null, patterns: PatternMatcher): boolean | undefined {
  const operand = filter.values[0]!;
  if (filter.operator === 'is') {
    if (operand === 'null') return value === null;
    if (operand === 'unknown') return value === null;
    if (value === null) return false;
    return compare('bool', value, operand) === 0;
  }
  if (filter.operator === 'isdistinct') {
    if (value === null) return true;
    return compare(type, value, operand) !== 0;
  }
  if (value === null) return undefined;
  if (filter.operator === 'in') {
    // `= any(array)`: true on a match, else NULL when the list holds a NULL, else false.
    if (filter.values.some((candidate) => compare(type, value, candidate) === 0)) return true;
    return filter.values.some((candidate) => candidate.toUpperCase() === 'NULL') ? undefined : false;
  }
  if (PATTERN_OPERATORS.has(filter.operator)) return patterns(filter.operator as PatternOperator, value, operand);
  const order = compare(type, value, operand);
  if (order === undefined) return undefined;
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
    default:
      return order >= 0;
  }
}

/** The (operator, value, pattern) triples a row needs answered by Postgres for these filters. */
export function patternChecks(
  filters: ColumnFilter[],
  row: Record<string, string | null | undefined>,
): { operator: PatternOperator; value: string; pattern: string }[] {
  const checks: { operator: PatternOperator; value: string; pattern: string }[] = [];
  for (const filter of filters) {
    const value = row[filter.column];
    if (!PATTERN_OPERATORS.has(filter.operator) || value === undefined || value === null) continue;
    checks.push({ operator: filter.operator as PatternOperator, value, pattern: filter.values[0]! });
  }
  return checks;
}

const noPatterns: PatternMatcher = () => false;

/**
 * Whether a row (column → text value, by pgoutput) passes every filter. A filter on a column the row does not carry
 * (a DELETE with only the key) passes; a NULL value fails every operator but `is` and `isdistinct`, as in SQL.
 */
export function rowMatches(
  filters: ColumnFilter[],
  row: Record<string, string | null | undefined>,
  types: Map<string, string>,
  patterns: PatternMatcher = noPatterns,
): boolean {
  for (const filter of filters) {
    const value = row[filter.column];
    if (value === undefined) continue;
    const result = evaluate(filter, types.get(filter.column) ?? 'text', value, patterns);
    if (result === undefined || result === filter.negate) return false;
  }
  return true;
}
