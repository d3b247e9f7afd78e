/** One top-level SQL statement of a file, with where it starts so errors can name the line. */
export interface SqlStatement {
  sql: string;
  /** 1-based line in the file of the statement's first character. */
  line: number;
}

const IDENT_CHAR = /[A-Za-z0-9_$]/;
const DOLLAR_TAG = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/;

/**
 * Splits a SQL script into statements at top-level semicolons, as psql does: quotes, quoted identifiers,
 * dollar-quoted bodies and comments are skipped, so `;` inside them never splits.
 */
export function splitSql(script: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = -1;
  let line = 1;
  let startLine = 1;
  let i = 0;
  const push = (end: number) => {
    if (start >= 0) {
      const sql = script.slice(start, end).trim();
      if (sql) statements.push({ sql, line: startLine });
    }
    start = -1;
  };
  const markStart = () => {
    if (start < 0) {
      start = i;
      startLine = line;
    }
  };
  // Advances over script[from, to), counting newlines.
  const skipTo = (to: number) => {
    for (; i < to && i < script.length; i++) if (script[i] === '\n') line++;
  };

  while (i < script.length) {
    const c = script[i]!;
    const next = script[i + 1];
    if (c === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      skipTo(end < 0 ? script.length : end);
      continue;
    }
    if (c === '/' && next === '*') {
      let depth = 0;
      let j = i;
      while (j < script.length) {
        if (script[j] === '/' && script[j + 1] === '*') {
          depth++;
          j += 2;
        } else if (script[j] === '*' && script[j + 1] === '/') {
          depth--;
          j += 2;
          if (depth === 0) break;
        } else j++;
      }
      skipTo(j);
      continue;
    }
    if (c === ';') {
      push(i + 1);
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      skipTo(i + 1);
      continue;
    }
    markStart();
    if (c === "'") {
      const escapes = /[eE]/.test(script[i - 1] ?? '') && !IDENT_CHAR.test(script[i - 2] ?? '');
      let j = i + 1;
      while (j < script.length) {
        if (escapes && script[j] === '\\') j += 2;
        else if (script[j] === "'" && script[j + 1] === "'") j += 2;
        else if (script[j] === "'") break;
        else j++;
      }
      skipTo(j + 1);
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      while (j < script.length) {
        if (script[j] === '"' && script[j + 1] === '"') j += 2;
        else if (script[j] === '"') break;
        else j++;
      }
      skipTo(j + 1);
      continue;
    }
    if (c === '$' && !IDENT_CHAR.test(script[i - 1] ?? '')) {
      const tag = DOLLAR_TAG.exec(script.slice(i, i + 64));
      if (tag) {
        const close = script.indexOf(tag[0], i + tag[0].length);
        skipTo(close < 0 ? script.length : close + tag[0].length);
        continue;
      }
    }
    skipTo(i + 1);
  }
  push(script.length);
  return statements;
}

/** Line in the file of a Postgres error `position` (1-based character offset into the statement). */
export function lineOfPosition(statement: SqlStatement, position: number | undefined): number {
  if (!position || position < 1) return statement.line;
  const before = statement.sql.slice(0, position - 1);
  return statement.line + (before.match(/\n/g)?.length ?? 0);
}
